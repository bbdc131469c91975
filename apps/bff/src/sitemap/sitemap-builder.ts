import type { CatalogueSource } from './catalogue-source.ts';

/**
 * The pages the shop links to besides its catalogue: the content pages (cart-and-ordering.md §2
 * "Other linked routes"), the full lists of categories and brands (catalogue.md §2) and the base
 * lists of the category pages' shortcuts that are the same for everyone (/favorites/ and
 * /history/ are the shopper's own). Listed when the upstream has them: /new/ is there only when
 * allowed, and another backend may lack a content page or a full list.
 */
export const LINKED_PAGES = [
  '/legal/',
  '/legal/agreement/',
  '/legal/personal/',
  '/legal/offer/',
  '/discount/',
  '/pickup/',
  '/delivery/',
  '/categories/',
  '/brands/',
  '/sale/',
  '/new/',
  '/popular/',
] as const;

export interface BuildOptions {
  /** Upstream calls at a time. */
  concurrency: number;
  /** Further tries of a failed call before the build gives up. */
  retries: number;
  /** The wait before the first retry; doubled before each next one. */
  retryDelayMs: number;
  /** Ends the build between calls (the BFF is closing). */
  signal?: AbortSignal | undefined;
}

export const DEFAULT_BUILD_OPTIONS: BuildOptions = { concurrency: 4, retries: 2, retryDelayMs: 1_000 };

export interface BuiltSitemap {
  /** Every page's path, each once: fixed pages, categories, brands, then products. */
  paths: string[];
  /** Upstream calls made, retries included. */
  calls: number;
}

/** Runs at most `limit` of the given calls at once, in the order they were asked for. */
export function callLimiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function limited<T>(call: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await call();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every page a crawler should know, from the catalogue's own calls: the main page, the linked
 * pages the upstream has, the menu's categories, the
 * brands, every product of the menu's sections page by page, and every variety of a product
 * that has several (each variety is a page of its own, canonical to itself). Throws when a call
 * still fails after its retries: a sitemap with holes would tell crawlers that pages are gone.
 */
export async function buildSitemap(source: CatalogueSource, options: BuildOptions = DEFAULT_BUILD_OPTIONS): Promise<BuiltSitemap> {
  const limited = callLimiter(options.concurrency);
  let calls = 0;

  /** Set by the first call that fails for good: the calls still waiting are not made. */
  let failure: unknown;

  async function call<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await limited(() => {
          options.signal?.throwIfAborted();
          if (failure !== undefined) throw failure;
          calls += 1;
          return run();
        });
      } catch (error) {
        if (failure !== undefined || options.signal?.aborted) throw failure ?? error;
        if (attempt >= options.retries) {
          failure = error;
          throw error;
        }
        await sleep(options.retryDelayMs * 2 ** attempt);
      }
    }
  }

  const products = new Set<string>();

  async function addProduct(card: { url: string; varieties: number }) {
    if (products.has(card.url)) return;
    products.add(card.url);
    if (card.varieties < 2) return;
    for (const path of (await call(() => source.varieties(card.url))) ?? []) products.add(path);
  }

  /** A listing from its first page to its last: the next page is asked for once this one is read. */
  async function walk(path: string): Promise<void> {
    const pending: Array<Promise<void>> = [];
    try {
      let next: string | null = path;
      while (next !== null) {
        const pagePath: string = next;
        const page = await call(() => source.listing(pagePath));
        if (!page) {
          failure ??= new Error(`${pagePath} is not a listing`);
          throw failure;
        }
        pending.push(...page.products.map(addProduct));
        next = page.nextPageUrl;
      }
    } finally {
      // Each product's call is settled before the walk ends, whichever way it ends.
      await Promise.allSettled(pending);
    }
    await Promise.all(pending);
  }

  const [categories, brands] = await Promise.all([call(() => source.categories()), call(() => source.brands())]);
  // Settled, not raced: once a call has failed for good the rest end at once, and none is left running.
  const settled = await Promise.allSettled<unknown>([
    ...categories.sections.map(walk),
    ...LINKED_PAGES.map((path) => call(() => source.isPage(path))),
  ]);
  const rejected = settled.find((result) => result.status === 'rejected');
  if (rejected) throw failure ?? rejected.reason;
  const answered = settled.slice(categories.sections.length).map((result) => result.status === 'fulfilled' && result.value === true);
  const linked = LINKED_PAGES.filter((_, index) => answered[index]);
  const paths = new Set<string>(['/', ...linked, ...categories.all, ...brands, ...products]);
  return { paths: [...paths], calls };
}
