import { z } from 'zod';
import { defineRoutes, routeTable } from './browser/route.ts';
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

export const userRoutes = defineRoutes(routeTable.user, 'user', {
  setSiteVersion: {
    summary: 'Save the shopper’s preferred layout (desktop or mobile)',
    body: z.object({ version: siteVersionSchema }),
    reply: z.object({ version: siteVersionSchema }),
  },
  setPrefs: {
    summary: 'Save one preference (a known field with its value)',
    body: prefInputSchema,
    reply: prefReplySchema,
  },
  saveAddress: {
    summary: 'Save a delivery address or pickup point (with an id: change that one); answers every saved address',
    description:
      '409: an address not recognised, door delivery where there is none, a pickup point of another city, or no room for another address',
    body: saveAddressInputSchema,
    reply: savedAddressesReplySchema,
    failures: [404, 409],
  },
  removeAddress: {
    summary: 'Remove a saved address; answers the addresses left',
    params: z.object({ id: idSchema }),
    reply: savedAddressesReplySchema,
    failures: [404],
  },
  setCity: {
    summary: 'Choose the shopper’s city',
    body: z.object({ id: cityIdSchema }),
    reply: userCityReplySchema,
    failures: [404],
  },
  setAgreement: {
    summary: 'Record the consent checkbox (1 or 0)',
    body: z.object({ status: agreementSchema }),
    reply: z.object({ agreement: agreementSchema }),
  },
});
