import { z } from 'zod';
import { defineRoutes, routeTable } from './browser/route.ts';
import { numberInput } from './fields.ts';
import { innShapedSchema } from './inn.ts';

/** Cities, pickup points and the address and company lookups (cart-and-ordering.md §3, §7). */

export const cityIdSchema = numberInput('Город должен быть указан числом').pipe(
  z.number().int('Город должен быть указан целым числом').positive('Город должен быть указан положительным числом'),
);

/** The address service's id of a city (a user city carries both ids). */
export const sysCityIdSchema = numberInput('Код города должен быть числом').pipe(
  z.number().int('Код города должен быть целым числом').positive('Код города должен быть положительным'),
);

export const pickupPointIdSchema = numberInput('Пункт выдачи должен быть указан числом').pipe(
  z.number().int('Пункт выдачи должен быть указан целым числом').positive('Пункт выдачи должен быть указан положительным числом'),
);

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

export const ADDRESS_MAX_LENGTH = 300;

/** An address as typed: not empty, at most 300 characters. */
export const addressTextSchema = z
  .string({ error: 'Укажите адрес' })
  .trim()
  .min(1, 'Укажите адрес')
  .max(ADDRESS_MAX_LENGTH, `Адрес не может быть длиннее ${ADDRESS_MAX_LENGTH} символов`);

export const citySchema = z.object({
  id: z.number().int().positive(),
  sysCityId: z.number().int().positive(),
  name: z.string(),
  lat: latitudeSchema,
  lng: longitudeSchema,
  /** A big city, shown in bold in the list. */
  bold: z.boolean(),
  /** The city has pickup points. */
  icon: z.boolean(),
});
export type City = z.infer<typeof citySchema>;

export const pickupPointSchema = z.object({
  id: z.number().int().positive(),
  cityId: z.number().int().positive(),
  name: z.string(),
  /** What the point list shows: the street address. */
  text: z.string(),
  /** Kind of point: 'Пункт выдачи', 'Постамат', 'Магазин'. */
  label: z.string(),
  /** Full address with the city. */
  address: z.string(),
  workHours: z.string(),
  lat: latitudeSchema,
  lng: longitudeSchema,
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const addressSuggestionSchema = z.object({ text: z.string(), value: z.string() });
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const standardizedAddressSchema = z.object({
  /** The recognised address; null when nothing deliverable was recognised. */
  phrase: z.string().nullable(),
  cityId: z.number().int().positive(),
  lat: latitudeSchema.nullable(),
  lng: longitudeSchema.nullable(),
  totals: z.object({ showDeliveryToDoor: z.boolean() }),
});
export type StandardizedAddress = z.infer<typeof standardizedAddressSchema>;

export const companyLookupSchema = z.object({
  resultInfo: z.object({
    status: z.enum(['OK', 'NOT_FOUND']),
    /** Short name, e.g. ООО «Вектор»; empty when not found. */
    value: z.string(),
    fullName: z.string(),
  }),
});
export type CompanyLookup = z.infer<typeof companyLookupSchema>;

export const placesRoutes = defineRoutes(routeTable.places, 'places', {
  cities: {
    summary: 'Every city the shop delivers to, with coordinates and whether it has pickup points',
    reply: z.object({ cities: z.array(citySchema) }),
  },
  cityPoints: {
    summary: 'Pickup points of a city, by the city id',
    params: z.object({ id: cityIdSchema }),
    reply: z.object({ points: z.array(pickupPointSchema) }),
    failures: [404],
  },
  pickupPoints: {
    summary: 'Pickup points of a city, by its sysCityId',
    query: z.object({ value: sysCityIdSchema }),
    reply: z.object({ points: z.array(pickupPointSchema) }),
    failures: [404],
  },
  pickupPoint: {
    summary: 'One pickup point of the city with this sysCityId',
    params: z.object({ id: pickupPointIdSchema }),
    query: z.object({ value: sysCityIdSchema }),
    reply: z.object({ point: pickupPointSchema }),
    failures: [404],
  },
  addressSuggestions: {
    summary: 'Street and house suggestions for a typed address in a city',
    body: z.object({ address: addressTextSchema, sysCityId: sysCityIdSchema }),
    reply: z.object({ auto: z.array(addressSuggestionSchema) }),
    failures: [404],
  },
  standardizeAddress: {
    summary: 'Recognise an address: canonical phrase, coordinates, whether door delivery is possible',
    body: z.object({ data: addressTextSchema, sysCityId: sysCityIdSchema }),
    reply: standardizedAddressSchema,
    failures: [404],
  },
  company: {
    summary: 'Company or sole proprietor by INN; a wrong checksum is answered as not found',
    params: z.object({ inn: innShapedSchema }),
    reply: companyLookupSchema,
  },
});
