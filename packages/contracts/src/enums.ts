import { z } from 'zod';
import { SITE_VERSIONS } from './browser/site.ts';

export { SITE_VERSION_HEADER } from './browser/site.ts';

export const siteVersionSchema = z.enum(SITE_VERSIONS, { error: 'Версия сайта: desktop или mobile' });
export type SiteVersion = z.infer<typeof siteVersionSchema>;

export const deliveryTypeSchema = z.union([z.literal(0), z.literal(3)]);
export type DeliveryTypeValue = z.infer<typeof deliveryTypeSchema>;
