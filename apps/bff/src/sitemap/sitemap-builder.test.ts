import { describe, expect, it } from 'vitest';
import type { CatalogueSource, ListingPage } from './catalogue-source.ts';
import { buildSitemap, callLimiter, LINKED_PAGES } from './sitemap-builder.ts';

/** A catalogue of two sections with `pages` listing pages each, two cards a page, every second card with three varieties. */
function fakeCatalogue({ pages = 3, delayMs = 2 } = {}) {
  let running = 0;
  let most = 0;
  const asked: string[] = [];
  const failures = new Map<string, number>();
  const answer = async <T>(path: string, value: () => T): Promise<T> => {
    asked.push(path);
    running += 1;
    most = Math.max(most, running);
    try {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const left = failures.get(path) ?? 0;
      if (left > 0) {
        failures.set(path, left - 1);
        throw new Error(`${path} failed`);
      }
      return value();
    } finally {
      running -= 1;
    }
  };
  const listingPage = (path: string): ListingPage | undefined => {
    const match = /^\/(tools|paint)\/(?:page-(\d+)\/)?$/.exec(path);
    if (!match) return undefined;
    const page = Number(match[2] ?? 1);
    const products = [1, 2].map((card) => ({ url: `/${match[1]}-${page}-${card}/`, varieties: card === 2 ? 3 : 1 }));
    return { products, nextPageUrl: page < pages ? `/${match[1]}/page-${page + 1}/` : null };
  };
  const source: CatalogueSource = {
    categories: () => answer('menu', () => ({ sections: ['/tools/', '/paint/'], all: ['/tools/', '/tools/drills/', '/paint/'] })),
    brands: () => answer('marks', () => ['/brands/granit/', '/brands/granit/']),
    listing: (path) => answer(path, () => listingPage(path)),
    isPage: (path) => answer(path, () => path !== '/new/'),
    varieties: (path) => answer(path, () => [path, path.replace(/\/$/, '-b/'), path.replace(/\/$/, '-c/')]),
  };
  return { source, asked, failures, most: () => most };
}

const quick = { concurrency: 4, retries: 2, retryDelayMs: 1 };

describe('the sitemap builder', () => {
  it('lists the main page, the linked pages the upstream has, the categories, the brands and every variety once', async () => {
    const { source } = fakeCatalogue({ pages: 2 });
    const built = await buildSitemap(source, quick);
    const products = ['tools', 'paint'].flatMap((section) =>
      [1, 2].flatMap((page) => [
        `/${section}-${page}-1/`,
        `/${section}-${page}-2/`,
        `/${section}-${page}-2-b/`,
        `/${section}-${page}-2-c/`,
      ]),
    );
    expect(new Set(built.paths)).toEqual(
      new Set([
        '/',
        ...LINKED_PAGES.filter((path) => path !== '/new/'),
        '/tools/',
        '/tools/drills/',
        '/paint/',
        '/brands/granit/',
        ...products,
      ]),
    );
    expect(built.paths).toHaveLength(new Set(built.paths).size);
    // menu, marks, 2 x 2 listing pages, the linked pages, 4 products with varieties
    expect(built.calls).toBe(2 + 4 + LINKED_PAGES.length + 4);
  });

  it('asks the upstream at most `concurrency` calls at a time', async () => {
    const catalogue = fakeCatalogue({ pages: 12 });
    await buildSitemap(catalogue.source, { ...quick, concurrency: 3 });
    expect(catalogue.most()).toBe(3);
    const single = fakeCatalogue({ pages: 4 });
    await buildSitemap(single.source, { ...quick, concurrency: 1 });
    expect(single.most()).toBe(1);
  });

  it('tries a failed call again and goes on', async () => {
    const catalogue = fakeCatalogue({ pages: 2 });
    catalogue.failures.set('/paint/page-2/', 2);
    const built = await buildSitemap(catalogue.source, quick);
    expect(built.paths).toContain('/paint-2-1/');
    expect(catalogue.asked.filter((path) => path === '/paint/page-2/')).toHaveLength(3);
  });

  it('fails when a call still fails after its retries, rather than leave pages out', async () => {
    const catalogue = fakeCatalogue({ pages: 2 });
    catalogue.failures.set('/tools-1-2/', 3);
    await expect(buildSitemap(catalogue.source, quick)).rejects.toThrow('/tools-1-2/ failed');
  });

  it('makes none of the calls still waiting once one has failed for good', async () => {
    const catalogue = fakeCatalogue({ pages: 20 });
    catalogue.failures.set('/tools/', 3);
    await expect(buildSitemap(catalogue.source, { ...quick, concurrency: 2 })).rejects.toThrow('/tools/ failed');
    expect(catalogue.asked).not.toContain('/paint/page-20/');
  });

  it('stops between calls once aborted', async () => {
    const catalogue = fakeCatalogue({ pages: 50 });
    const closing = new AbortController();
    const build = buildSitemap(catalogue.source, { ...quick, signal: closing.signal });
    closing.abort();
    await expect(build).rejects.toThrow();
    expect(catalogue.asked.length).toBeLessThan(10);
  });
});

describe('callLimiter', () => {
  it('starts waiting calls in the order they came as running ones end', async () => {
    const limited = callLimiter(1);
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => limited(async () => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
  });
});
