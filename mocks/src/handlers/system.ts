import { contract } from '@shop/contracts/routes.ts';
import { handle, ok } from '../contract-handler.ts';

const startedAt = Date.now();

/** Health and readiness, and web-vitals and browser error beacons: checked against the contract and dropped (mock mode keeps no metrics). */
export const systemHandlers = [
  handle(contract.system.health, () => ok({ uptimeSeconds: (Date.now() - startedAt) / 1000 })),
  handle(contract.system.ready, () => ok({ state: 'ready' as const, upstream: 'up' as const, latencyMs: 0 })),
  handle(contract.vitals.report, ({ body }) => ok({ recorded: body.metrics.length })),
  handle(contract.browserErrors.report, () => ok({ recorded: false })),
];
