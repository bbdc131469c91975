import { contract } from '@shop/contracts/routes.ts';
import { handle, ok } from '../contract-handler.ts';

/** Beacons are checked against the contract and dropped: mock mode keeps no metrics. */
export const vitalsHandlers = [handle(contract.vitals.report, ({ body }) => ok({ recorded: body.metrics.length }))];
