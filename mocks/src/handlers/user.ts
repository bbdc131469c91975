import { contract } from '@shop/contracts/routes.ts';
import { handle, ok } from '../contract-handler.ts';

export const userHandlers = [handle(contract.user.setSiteVersion, ({ body }) => ok({ version: body.version }))];
