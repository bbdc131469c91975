import { z } from 'zod';

export const siteVersionSchema = z.enum(['desktop', 'mobile'], { error: 'Версия сайта: desktop или mobile' });
export type SiteVersion = z.infer<typeof siteVersionSchema>;
/** Header the SPA sends on every /api call and the BFF forwards upstream. */
export const SITE_VERSION_HEADER = 'site-version';

/** cart-and-ordering.md §9: 0 courier, 3 pickup. */
export const DeliveryType = { courier: 0, pickup: 3 } as const;
export const deliveryTypeSchema = z.union([z.literal(0), z.literal(3)]);
export type DeliveryTypeValue = z.infer<typeof deliveryTypeSchema>;

/** cart-and-ordering.md §3 "Payment option": 1 online card, 4 invoice, 6 pay and send on desktop. */
export const PaymentType = { card: 1, invoice: 4, payAndSend: 6 } as const;

/** cart-and-ordering.md §3: personType 0 individual, non-zero legal entity or sole trader. */
export const PersonType = { individual: 0, legal: 1 } as const;
