import { z } from 'zod';
import { defineRoute } from './route.ts';
import { siteVersionSchema } from './enums.ts';

/** Route types the server gives a path (product-widgets-monitoring.md §2, catch-all). */
export const pageRouteSchema = z.enum([
  'main',
  'catalog',
  'assortment',
  'page',
  'message',
  'cart',
  'pagenotfound',
  'exception',
  'unknownErrorPage',
  '404page',
  'order',
  'orderHistory',
  'confirmation',
]);
export type PageRoute = z.infer<typeof pageRouteSchema>;

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

export const pageDataSchema = z.object({
  route: pageRouteSchema,
  ident: z.union([z.string(), z.number()]).nullable(),
  seo: seoSchema,
  siteVersion: siteVersionSchema,
  /** Route-specific content; each screen parses its own part. */
  sections: z.record(z.string(), z.unknown()),
  widgets: z.array(z.unknown()),
  user: pageUserSchema,
});
export type PageData = z.infer<typeof pageDataSchema>;

/** A site path: absolute, same-origin, not an API path. */
export const sitePathSchema = z
  .string({ error: 'Укажите путь страницы' })
  .max(2048, 'Слишком длинный путь страницы')
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Путь страницы должен начинаться с одной косой черты')
  .refine((path) => !path.startsWith('/api/'), 'Это не путь страницы сайта');

export const pageRoutes = {
  getPage: defineRoute({
    method: 'GET',
    path: '/api/page',
    tag: 'page',
    summary: 'Page data for any site path: route type, seo, sections, widgets, redirects',
    query: z.object({ path: sitePathSchema }),
    reply: pageDataSchema,
    failures: [404],
  }),
} as const;
