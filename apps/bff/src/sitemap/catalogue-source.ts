import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { UpstreamCaller, UpstreamClient, UpstreamReply } from '../upstream-client/client.ts';

/** A listing page as the sitemap reads it: the cards' addresses and the next page's. */
export interface ListingPage {
  products: ReadonlyArray<{ url: string; varieties: number }>;
  nextPageUrl: string | null;
}

/**
 * The legacy calls the sitemap is made from, all of them named by the specification: the
 * catalogue menu and the marks (catalogue.md §7), listing pages (the products-only page fetch) and
 * a product's page data (product-widgets-monitoring.md §7). Each throws when the upstream fails;
 * a page the upstream does not know is undefined.
 */
export interface CatalogueSource {
  /** Every category's path, sections first, from the desktop catalogue menu. */
  categories(): Promise<{ sections: string[]; all: string[] }>;
  /** Every brand's listing path. */
  brands(): Promise<string[]>;
  listing(path: string): Promise<ListingPage | undefined>;
  /** Whether the upstream has a page at the path. */
  isPage(path: string): Promise<boolean>;
  /** The paths of a product's varieties, each its own page (the selectors' table lists them all). */
  varieties(productPath: string): Promise<string[] | undefined>;
}

export class UpstreamFailed extends Error {
  override name = 'UpstreamFailed';
}

type MenuNode = { url: string; children?: MenuNode[] | undefined };
const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() => z.object({ url: z.string(), children: z.array(menuNodeSchema).optional() }));
const menuSchema = z.object({ desktopCatalogMenu: z.object({ catalog: z.array(menuNodeSchema) }) });
const marksGroupSchema = z.array(z.object({ marks: z.array(z.object({ url: z.string() })) }));
const marksSchema = z.object({ allMarks: z.object({ ru: marksGroupSchema, en: marksGroupSchema }) });
const listingSchema = z.object({
  route: z.literal('catalog'),
  sections: z.object({
    products: z.array(z.object({ url: z.string(), assortment_variety_counter: z.number().int().optional() })),
    pagination: z.object({ nextPageUrl: z.string().nullable() }),
  }),
});
const anyPageSchema = z.object({ route: z.string().refine((route) => route !== 'pagenotfound') });
const productSchema = z.object({
  route: z.literal('assortment'),
  sections: z.object({ selectorsTable: z.object({ dataset: z.array(z.object({ assUrl: z.string() })) }) }),
});

function flatten(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) => [node.url, ...flatten(node.children ?? [])]);
}

/**
 * The calls made for the BFF itself, as a guest on the desktop site (40 cards a listing page).
 * The session the upstream opens on the first call is cached for the rest, so one build is one
 * guest session rather than one per call.
 */
export function upstreamCatalogueSource(upstream: UpstreamClient, log: FastifyBaseLogger, requestId: string): CatalogueSource {
  let cookie: string | undefined;
  const caller = (): UpstreamCaller => ({ id: requestId, log, headers: cookie ? { cookie } : {} });

  function keepSession(reply: UpstreamReply) {
    const session = reply.setCookies.map((setCookie) => setCookie.split(';')[0]?.trim()).filter(Boolean);
    if (session.length > 0) cookie = session.join('; ');
  }

  /** The reply's data read by `schema`; undefined for a page the upstream does not have. */
  async function read<T>(schema: z.ZodType<T>, path: string, pageFetch: boolean, query?: Record<string, string | number>) {
    const reply = await upstream.call({ method: 'GET', path, pageFetch, request: caller(), ...(query ? { query } : {}) });
    keepSession(reply);
    const { envelope } = reply;
    if (envelope.status !== 'OK') {
      if (pageFetch && envelope.error?.statusCode === 404) return undefined;
      throw new UpstreamFailed(`${path}: ${envelope.error?.message ?? 'FAIL'}`);
    }
    const parsed = schema.safeParse(envelope.data);
    if (!parsed.success) {
      if (pageFetch) return undefined;
      throw new UpstreamFailed(`${path}: unexpected reply`);
    }
    return parsed.data;
  }

  return {
    async categories() {
      const menu = await read(menuSchema, '/api/v1/catalogMenu/getMenu/', false);
      const catalog = menu?.desktopCatalogMenu.catalog ?? [];
      return { sections: catalog.map((section) => section.url), all: flatten(catalog) };
    },
    async brands() {
      const marks = await read(marksSchema, '/api/v1/catalogMenu/getAllMarks/', false);
      if (!marks) return [];
      return [...marks.allMarks.ru, ...marks.allMarks.en].flatMap((group) => group.marks.map((mark) => mark.url));
    },
    async listing(path) {
      const page = await read(listingSchema, path, true, { onlyOnePage: 1, scenario: 'catalogOnlyProds' });
      if (!page) return undefined;
      return {
        products: page.sections.products.map((card) => ({ url: card.url, varieties: card.assortment_variety_counter ?? 1 })),
        nextPageUrl: page.sections.pagination.nextPageUrl,
      };
    },
    async isPage(path) {
      return (await read(anyPageSchema, path, true)) !== undefined;
    },
    async varieties(productPath) {
      const page = await read(productSchema, productPath, true);
      return page?.sections.selectorsTable.dataset.map((row) => row.assUrl);
    },
  };
}
