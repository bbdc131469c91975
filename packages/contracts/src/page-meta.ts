import { z } from 'zod';
import { siteVersionSchema } from './enums.ts';

/**
 * The parts of page data every route type shares (product-widgets-monitoring.md §2): SEO, the
 * shopper, the site path. Apart from page.ts because the route types' sections (catalogue,
 * product, checkout) use them and page.ts in turn uses those sections.
 */

export const seoSchema = z.object({
  seo_title: z.string(),
  seo_desc: z.string(),
  seo_keys: z.string(),
  seo_canonical: z.string(),
});
export type Seo = z.infer<typeof seoSchema>;

export const pageUserSchema = z.object({
  id: z.union([z.number().int(), z.literal(false)]),
  username: z.string(),
  favoriteCount: z.number().int().nonnegative(),
});
export type PageUser = z.infer<typeof pageUserSchema>;

/** What every page data has besides its route type and sections. */
export const pageCommonSchema = z.object({
  ident: z.union([z.string(), z.number()]).nullable(),
  seo: seoSchema,
  siteVersion: siteVersionSchema,
  widgets: z.array(z.unknown()),
  user: pageUserSchema,
});

/**
 * An address on this site: absolute and same-origin. Whether it is a page is the server's to say
 * (GET /api/page answers 404 for a call or a file).
 */
export const siteAddressSchema = z
  .string({ error: 'Укажите путь страницы' })
  .max(2048, 'Слишком длинный путь страницы')
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Путь страницы должен начинаться с одной косой черты');

/** A site path: absolute, same-origin, not an API path. */
export const sitePathSchema = siteAddressSchema.refine((path) => !path.startsWith('/api/'), 'Это не путь страницы сайта');
