import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '@shop/contracts/page.ts';
import type { Layout } from './browser.ts';
import { HttpShopper } from './http-shopper.ts';
import { baseURL, E2E_UPSTREAM_PORT } from './shop-address.ts';

/** The Nu HTML Checker, run by Debian's Java (scripts/setup.sh --browser). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
/**
 * The checker runs once for all the pages, a few seconds of work: the JVM's quick compiler alone
 * and its serial collector take less than half the CPU of its defaults for it (3.9 s against 9 s
 * for 54 pages). Code of the quick compiler needs a deeper stack than the default for the
 * checker's schema.
 */
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];

/**
 * Warnings the checker may give, each for a reason; every other warning fails the test as an error
 * does. Matched against the message's text.
 */
const ALLOWED_WARNINGS: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  {
    pattern: /^Article lacks heading\./,
    why:
      'A product card is an article named by its link, not by a heading: a listing of forty cards would give ' +
      "a screen reader's list of headings forty more beside the page's own.",
  },
];

const LAYOUTS: Layout[] = ['desktop', 'mobile'];

type Listing = { products: Array<{ url: string; outOrder: boolean; active_comment_count: number; multi_assort: unknown }> };
type ProductSections = { assortmentId: number; reviews: { comments: Array<{ authorUrl: string | null }> } | null };

async function pageData<T>(path: string): Promise<T> {
  const reply = (await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent(path)}`)).json()) as { data: PageData };
  return reply.data.sections as T;
}

/** A price subscription's cancel link from the demo shop's outbox: its page is a message page. */
async function unsubscribePath(assortmentId: number): Promise<string> {
  const email = `valid.${Date.now()}@example.ru`;
  await new HttpShopper().data('POST', '/api/notifications/price-change', { assortmentId, email });
  const outbox = await (await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/dev/outbox/`)).text();
  const link = new RegExp(`${email.replaceAll('.', '\\.')}[\\s\\S]*?href="(http[^"]+/unsubscribe/[0-9a-f]{48}/)"`).exec(outbox)?.[1];
  if (!link) throw new Error('no cancel link in the outbox');
  return new URL(link).pathname;
}

/** `serverRendered: false`: an address the app alone renders, answered with its shell. */
type Visit = { name: string; path: string; shopper?: HttpShopper; status?: number; serverRendered?: false };

/** Every type of page the server renders, found in the demo shop as a shopper would reach them. */
async function pagesToCheck(): Promise<Visit[]> {
  const category = '/instrumenty/';
  const listing = await pageData<Listing & { filters: Array<{ target: string; type: string; values?: Array<{ id: number }> }> }>(category);
  const filter = listing.filters.find((entry) => entry.type === 'list' && entry.values?.length);
  const reviewed = listing.products.find((product) => product.active_comment_count > 0 && product.multi_assort !== null);
  let outOfStock = listing.products.find((product) => product.outOrder);
  for (const other of ['/dreli/', '/elektrika/']) outOfStock ??= (await pageData<Listing>(other)).products.find((p) => p.outOrder);
  if (!filter?.values?.[0] || !reviewed || !outOfStock)
    throw new Error(`${category} lacks a filter, a reviewed product or one out of stock`);
  const product = await pageData<ProductSections>(reviewed.url);
  const author = product.reviews?.comments.find((comment) => comment.authorUrl)?.authorUrl;
  if (!author) throw new Error(`${reviewed.url} has no review with an author page`);

  const withLines = new HttpShopper();
  await withLines.data('POST', '/api/cart/items', { assortmentId: product.assortmentId, quantity: 1 });
  // The reviews with a moderator's controls, and a shopper's own header.
  const moderator = new HttpShopper();
  await moderator.data('POST', '/api/auth/login', { email: 'moderator@shop.example', password: 'moderator-password' });
  const brands = await pageData<{ pageval4: Array<{ marks: Array<{ url: string }> }> }>('/brands/');
  const brand = brands.pageval4[0]?.marks[0]?.url;
  if (!brand) throw new Error('/brands/ lists no brand');

  return [
    { name: 'main', path: '/' },
    { name: 'category', path: category },
    { name: 'category-filtered', path: `${category}${filter.target}:${filter.values[0].id}/` },
    { name: 'category-page-2', path: `${category}page-2/` },
    { name: 'search', path: `/search/${encodeURIComponent('дрель')}/` },
    { name: 'brand', path: brand },
    { name: 'product-reviews-variants', path: reviewed.url },
    { name: 'product-as-moderator', path: reviewed.url, shopper: moderator },
    { name: 'product-related', path: `${reviewed.url}related/` },
    { name: 'product-analogs', path: `${reviewed.url}analogs/` },
    { name: 'product-out-of-stock', path: outOfStock.url },
    ...['/legal/', '/legal/agreement/', '/legal/personal/', '/legal/offer/', '/discount/', '/pickup/', '/delivery/'].map((path) => ({
      name: `content${path.replaceAll('/', '-').replace(/-$/, '')}`,
      path,
    })),
    { name: 'author', path: author },
    { name: 'categories', path: '/categories/' },
    { name: 'brands', path: '/brands/' },
    { name: 'message', path: await unsubscribePath(product.assortmentId) },
    { name: 'cart-empty', path: '/cart/' },
    { name: 'cart-with-lines', path: '/cart/', shopper: withLines },
    { name: 'confirmation', path: '/confirmation/' },
    { name: 'not-found', path: '/net-takoj-stranicy/', status: 404 },
    { name: 'shell', path: '/order/history/', serverRendered: false },
  ];
}

/** One message of the checker's JSON report. */
type CheckerMessage = {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

/** Errors and warnings; the checker's other notes (a void element's trailing slash, which React writes) find nothing wrong. */
const isProblem = (message: CheckerMessage) => message.type !== 'info' || message.subType === 'warning';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'valid-html-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the HTML the server sends', () => {
  it('is valid on every type of rendered page at both layouts, by the Nu HTML Checker', { timeout: 240_000 }, async () => {
    const files: string[] = [];
    for (const visit of await pagesToCheck()) {
      for (const layout of LAYOUTS) {
        const cookie = [visit.shopper?.cookieHeader, `site_version=${layout}`].filter(Boolean).join('; ');
        const response = await fetch(baseURL + visit.path, { headers: { accept: 'text/html', cookie } });
        const html = await response.text();
        expect({ page: visit.name, status: response.status }).toEqual({ page: visit.name, status: visit.status ?? 200 });
        // A server-rendered page, not the empty shell the app would render in the browser.
        expect(html.includes('<div id="root"></div>'), visit.name).toBe(visit.serverRendered === false);
        const file = join(folder, `${visit.name}-${layout}.html`);
        await writeFile(file, html);
        files.push(file);
      }
    }

    expect(files.length).toBeGreaterThan(50);

    // One run for all the pages: a JVM's start costs more than checking a page.
    const checker = [...JAVA_OPTIONS, '-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files];
    const { stdout } = await promisify(execFile)('java', checker, { maxBuffer: 64 * 1024 * 1024 });
    const { messages } = JSON.parse(stdout) as { messages: CheckerMessage[] };
    const problems = messages
      .filter(
        (message) =>
          isProblem(message) && !ALLOWED_WARNINGS.some(({ pattern }) => message.subType === 'warning' && pattern.test(message.message)),
      )
      .map((message) => {
        const page = message.url.slice(message.url.lastIndexOf('/') + 1);
        return `${page}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.subType ?? message.type}: ${message.message} «${message.extract ?? ''}»`;
      });
    expect(problems).toEqual([]);
  });
});
