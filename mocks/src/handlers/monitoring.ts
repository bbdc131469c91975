import { DEFAULT_MONITORING_API_KEY, MONITORING_KEY_REFUSED } from '@shop/contracts/monitoring.ts';
import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import { salesDatasetFixture } from '../fixtures/checkout.ts';

const routes = contract.monitoring;
const byKey = <T>(key: string | undefined, data: T) =>
  key === DEFAULT_MONITORING_API_KEY ? ok(data) : failure(401, MONITORING_KEY_REFUSED);

/** The sales board's data for the demo key; a test that needs new orders on it serves them itself. */
export const monitoringHandlers = [
  handle(routes.getSales, ({ query }) => byKey(query.key, salesDatasetFixture)),
  handle(routes.getUpdates, ({ query }) => byKey(query.key, { updated: false })),
];
