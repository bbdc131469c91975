import { z } from 'zod';
import { defineRoute } from './route.ts';
import { routeTable } from './route-table.ts';
import { siteVersionSchema } from './enums.ts';
import { idSchema } from './fields.ts';
import { cityIdSchema } from './places.ts';
import {
  agreementSchema,
  prefInputSchema,
  prefReplySchema,
  saveAddressInputSchema,
  savedAddressesReplySchema,
  userCityReplySchema,
} from './account.ts';

export const userRoutes = {
  setSiteVersion: defineRoute({
    ...routeTable.user.setSiteVersion,
    tag: 'user',
    summary: 'Save the shopper’s preferred layout (desktop or mobile)',
    body: z.object({ version: siteVersionSchema }),
    reply: z.object({ version: siteVersionSchema }),
  }),
  setPrefs: defineRoute({
    ...routeTable.user.setPrefs,
    tag: 'user',
    summary: 'Save one preference (a known field with its value)',
    body: prefInputSchema,
    reply: prefReplySchema,
  }),
  saveAddress: defineRoute({
    ...routeTable.user.saveAddress,
    tag: 'user',
    summary: 'Save a delivery address or pickup point (with an id: change that one); answers every saved address',
    body: saveAddressInputSchema,
    reply: savedAddressesReplySchema,
    failures: [404, 409],
  }),
  removeAddress: defineRoute({
    ...routeTable.user.removeAddress,
    tag: 'user',
    summary: 'Remove a saved address; answers the addresses left',
    params: z.object({ id: idSchema }),
    reply: savedAddressesReplySchema,
    failures: [404],
  }),
  setCity: defineRoute({
    ...routeTable.user.setCity,
    tag: 'user',
    summary: 'Choose the shopper’s city',
    body: z.object({ id: cityIdSchema }),
    reply: userCityReplySchema,
    failures: [404],
  }),
  setAgreement: defineRoute({
    ...routeTable.user.setAgreement,
    tag: 'user',
    summary: 'Record the consent checkbox (1 or 0)',
    body: z.object({ status: agreementSchema }),
    reply: z.object({ agreement: agreementSchema }),
  }),
} as const;
