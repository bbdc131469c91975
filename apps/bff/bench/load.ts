import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { percentile } from './figures.ts';
import { rssMiB } from './process.ts';
import { categoryPaths, isBareShell, startShop, waitFor } from './shop.ts';
import { freePort } from '../src/testing/demo-shop.ts';

/**
 * 500 simulated shoppers for 60 s on loopback: each browses a category, opens a product, adds it
 * to the cart, reads the checkout and, every fourth round, loads a server-rendered category page as a browser
 * does, with a pause between steps, in a loop, each with its own session. Beside them, 100 guest requests at a time:
 * a browser without any cookie landing on a server-rendered category page, a new one after each pause. The
 * shop is started as `pnpm start` starts it (bench/shop.ts), on fresh data in a temp directory.
 * Reports errors (5xx, network failures, replies that are not envelopes or documents), the bare
 * shells sent instead of server-rendered pages, p50/p99 per step and the BFF's resident memory before and after.
 */

const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 500);
const VISITORS = Number(process.env.LOAD_VISITORS ?? 100);
/**
 * A shopper with a session loads a whole page (rendered with their user and cart) once in this many
 * rounds: the app moves between pages with the JSON API, so a server-rendered page is an entry from a link,
 * a reload or a new tab. Rendered for one shopper, it costs the most of any request.
 */
const RENDER_EVERY = Number(process.env.LOAD_DRAW_EVERY ?? 4);
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 60) * 1000;
const THINK_MS = [300, 1500] as const;
const HARD_LIMIT_MS = DURATION_MS + 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));

type Step = 'category' | 'product' | 'add to cart' | 'checkout' | 'rendered, session' | 'rendered, guest';
const latencies: Record<Step, number[]> = {
  category: [],
  product: [],
  'add to cart': [],
  checkout: [],
  'rendered, session': [],
  'rendered, guest': [],
};
const counts = { requests: 0, errors: 0, refusals: 0, shells: 0 };
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const errorSamples: string[] = [];

interface Envelope {
  status?: string;
  data?: unknown;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-load-'));
  const [upstreamPort, bffPort] = [await freePort(), await freePort()];
  // The demo upstream with a tenth of its default catalogue, as before: the load is meant for the
  // BFF, and the demo's listings over its default 20 000 slowed the whole run by a quarter.
  const shop = startShop({ port: bffPort, upstreamPort, dataDir, env: { DEMO_ASSORTMENTS: process.env.DEMO_ASSORTMENTS ?? '2000' } });
  const bff = shop.process;
  const exited = new Promise((resolve) => bff.once('exit', resolve));
  const pool = new Pool(shop.url, { connections: 128 });
  const guard = setTimeout(() => {
    console.error('load test exceeded its time, stopping');
    // The shop stops its demo upstream on SIGTERM.
    bff.kill('SIGTERM');
    setTimeout(() => process.exit(1), 5_000);
  }, HARD_LIMIT_MS);

  /** A page address loaded as a browser navigates: the server-rendered document, or the bare shell when rendering did not happen. */
  async function navigate(step: Step, url: string, cookie: string) {
    const started = performance.now();
    counts.requests += 1;
    try {
      const response = await pool.request({ method: 'GET', path: url, headers: { ...NAVIGATION, ...(cookie ? { cookie } : {}) } });
      const text = await response.body.text();
      latencies[step].push(performance.now() - started);
      if (response.statusCode >= 500 || !text.startsWith('<!')) {
        counts.errors += 1;
        if (errorSamples.length < 5) errorSamples.push(`GET ${url} (page) → ${response.statusCode} ${text.slice(0, 120)}`);
      } else if (isBareShell(text)) {
        counts.shells += 1;
      }
    } catch (error) {
      counts.errors += 1;
      if (errorSamples.length < 5) errorSamples.push(`GET ${url} (page) → ${(error as Error).message}`);
    }
  }

  async function call(step: Step | undefined, method: 'GET' | 'POST', url: string, cookie: string, body?: unknown) {
    const started = performance.now();
    counts.requests += step ? 1 : 0;
    try {
      const response = await pool.request({
        method,
        path: url,
        headers: { 'content-type': 'application/json', 'site-version': 'desktop', ...(cookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.body.text();
      if (step) latencies[step].push(performance.now() - started);
      const setCookie = [response.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('sid='));
      let envelope: Envelope | undefined;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        envelope = undefined;
      }
      if (response.statusCode >= 500 || envelope?.status === undefined) {
        counts.errors += 1;
        if (errorSamples.length < 5) errorSamples.push(`${method} ${url} → ${response.statusCode} ${text.slice(0, 120)}`);
      } else if (response.statusCode >= 400) {
        counts.refusals += 1;
      }
      return { envelope, cookie: setCookie?.split(';')[0] ?? cookie };
    } catch (error) {
      counts.errors += 1;
      if (errorSamples.length < 5) errorSamples.push(`${method} ${url} → ${(error as Error).message}`);
      return { envelope: undefined, cookie };
    }
  }

  try {
    // The first start generates the demo catalogue.
    await waitFor(`${shop.url}/api/ready`, 120_000).catch((error: unknown) => {
      throw new Error(`${(error as Error).message}\n${shop.logTail()}`);
    });
    // The listings to browse: the category links the menu gives.
    const categories = (await categoryPaths(shop.url)).slice(0, 40);

    await sleep(1000);
    const rssBefore = rssMiB(bff.pid);
    const ends = Date.now() + DURATION_MS;
    console.log(
      `${SHOPPERS} shoppers and ${VISITORS} guest requests at a time for ${DURATION_MS / 1000} s over ${categories.length} categories...`,
    );
    const anyCategory = () => categories[Math.floor(Math.random() * categories.length)] ?? '/';

    async function shopper(index: number) {
      let cookie = '';
      let round = 0;
      await sleep((index / SHOPPERS) * 2000);
      while (Date.now() < ends) {
        round += 1;
        const category = anyCategory();
        const listing = await call('category', 'GET', `/api/page?path=${encodeURIComponent(category)}`, cookie);
        cookie = listing.cookie;
        const products = (
          (listing.envelope?.data as { sections?: { products?: Array<{ url?: string; assortmentId?: number }> } } | undefined)?.sections
            ?.products ?? []
        ).filter((product) => product.url && product.assortmentId);
        await think();
        const product = products[Math.floor(Math.random() * products.length)];
        if (!product?.url || !product.assortmentId) continue;
        cookie = (await call('product', 'GET', `/api/page?path=${encodeURIComponent(product.url)}`, cookie)).cookie;
        await think();
        cookie = (await call('add to cart', 'POST', '/api/cart/items', cookie, { assortmentId: product.assortmentId, quantity: 1 })).cookie;
        await think();
        cookie = (await call('checkout', 'GET', '/api/ordering', cookie)).cookie;
        await think();
        if ((index + round) % RENDER_EVERY === 0) {
          await navigate('rendered, session', anyCategory(), cookie);
          await think();
        }
      }
    }
    /** One browser after another without a cookie: a new shopper, a crawler, a link preview. */
    async function visitor(index: number) {
      await sleep((index / VISITORS) * 2000);
      while (Date.now() < ends) {
        await navigate('rendered, guest', anyCategory(), '');
        await think();
      }
    }
    const started = performance.now();
    await Promise.all([
      ...Array.from({ length: SHOPPERS }, (_, index) => shopper(index)),
      ...Array.from({ length: VISITORS }, (_, index) => visitor(index)),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const rssAfter = rssMiB(bff.pid);

    console.log('');
    console.log(`${'step'.padEnd(14)}${'requests'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
    const all: number[] = [];
    for (const [step, values] of Object.entries(latencies)) {
      const sorted = [...values].sort((a, b) => a - b);
      all.push(...values);
      console.log(
        `${step.padEnd(14)}${String(values.length).padStart(10)}${percentile(sorted, 0.5).toFixed(1).padStart(9)}${percentile(sorted, 0.99).toFixed(1).padStart(9)}`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `${'all'.padEnd(14)}${String(all.length).padStart(10)}${percentile(all, 0.5).toFixed(1).padStart(9)}${percentile(all, 0.99).toFixed(1).padStart(9)}`,
    );
    console.log('');
    console.log(
      `${counts.requests} requests in ${seconds.toFixed(0)} s (${(counts.requests / seconds).toFixed(0)} req/s); errors: ${counts.errors}; refusals (4xx): ${counts.refusals}`,
    );
    const renderedPages = latencies['rendered, session'].length + latencies['rendered, guest'].length;
    console.log(`bare shells instead of server-rendered pages: ${counts.shells} of ${renderedPages}`);
    for (const sample of errorSamples) console.log(`  error: ${sample}`);
    console.log(`BFF RSS: ${rssBefore.toFixed(1)} MiB before, ${rssAfter.toFixed(1)} MiB after`);
    process.exitCode = counts.errors === 0 ? 0 : 1;
  } finally {
    clearTimeout(guard);
    await pool.close();
    bff.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(process.exitCode ?? 0);
