import { createHash } from 'node:crypto';
import { z } from 'zod';
import { EMPTY_ORDERING_DATA } from '@shop/contracts/rules/ordering-data.ts';
import type { StoredOrderingData } from '@shop/contracts/rules/ordering-data.ts';

export type { StoredOrderingData };

export const DEFAULT_ORDERING_DATA: StoredOrderingData = EMPTY_ORDERING_DATA;

const nullableInt = z.number().int().nullable();

/** Reading back what was written: a field that does not fit falls back to its default. */
const storedSchema = z.object({
  phone: z.string().catch(''),
  currentAddressId: nullableInt.catch(null),
  deliveryType: z.literal([0, 3]).catch(0),
  deliveryToDoor: z.boolean().catch(false),
  deliveryToDoorElevator: z.boolean().catch(false),
  deliveryToDoorFloor: z.number().int().min(1).max(300).catch(1),
  cityId: nullableInt.catch(null),
  pointId: nullableInt.catch(null),
  deliveryDate: z.string().nullable().catch(null),
  deliveryExpress: z.boolean().catch(false),
  paymentType: nullableInt.catch(null),
  contact: z.string().catch(''),
  mailInput: z.string().catch(''),
  personType: z.number().int().catch(0),
  innIp: z.string().catch(''),
  legalName: z.string().catch(''),
});

export function readStored(json: string | undefined, defaults: Partial<StoredOrderingData> = {}): StoredOrderingData {
  if (json === undefined) return { ...DEFAULT_ORDERING_DATA, ...defaults };
  try {
    return storedSchema.parse({ ...DEFAULT_ORDERING_DATA, ...(JSON.parse(json) as object) });
  } catch {
    return { ...DEFAULT_ORDERING_DATA, ...defaults };
  }
}

/** Fields in a fixed order, so equal data has an equal text and hash. */
export function canonicalJson(data: StoredOrderingData): string {
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULT_ORDERING_DATA) as Array<keyof StoredOrderingData>) ordered[key] = data[key];
  return JSON.stringify(ordered);
}

export const orderingDataHash = (data: StoredOrderingData) => createHash('sha1').update(canonicalJson(data)).digest('hex');
