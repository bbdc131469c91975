import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { percentile } from './figures.ts';
import { rssMiB } from './process.ts';
import { freePort } from '../src/testing/demo-shop.ts';
import { startDemoUpstream } from '../src/demo-upstream.ts';

/**
 * 500 simulated shoppers for 60 s on loopback: each browses a category, opens a product, adds it
 * to the cart and reads the checkout, with a pause between steps, in a loop, each with its own
 * session. The BFF and the demo upstream are started here on fresh data in a temp directory.
 * Reports errors (5xx, network failures, replies that are not envelopes), p50/p99 per step and
 * the BFF's resident memory before and after.
 */

const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 500);
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 60) * 1000;
const THINK_MS = [300, 1500] as const;
const HARD_LIMIT_MS = DURATION_MS + 120_000;

/** The BFF as it ships: the bundle `pnpm build` makes (the bench scripts build it first). */
const bffEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));

type Step = 'category' | 'product' | 'add to cart' | 'checkout';
const latencies: Record<Step, number[]> = { category: [], product: [], 'add to cart': [], checkout: [] };
const counts = { requests: 0, errors: 0, refusals: 0 };
const errorSamples: string[] = [];

interface Envelope {
  status?: string;
  data?: unknown;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-load-'));
  const [upstreamPort, bffPort] = [await freePort(), await freePort()];
  const upstream = startDemoUpstream({ port: upstreamPort, dataDir, assortments: '2000', logLevel: 'warn' });
  const bff = spawn(process.execPath, [bffEntry], {
    env: { ...process.env, PORT: String(bffPort), HOST: '127.0.0.1', UPSTREAM_URL: upstream.url, MONITORING_API_KEY: 'bench-monitoring-key', LOG_LEVEL: 'warn', WEB_DIST: path.join(dataDir, 'no-web'), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pool = new Pool(`http://127.0.0.1:${bffPort}`, { connections: 128 });
  const guard = setTimeout(() => {
    console.error('load test exceeded its time, stopping');
    bff.kill('SIGKILL');
    void upstream.stop().finally(() => process.exit(1));
  }, HARD_LIMIT_MS);

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
    await upstream.ready;
    for (let tries = 0; ; tries += 1) {
      const health = await call(undefined, 'GET', '/api/health', '').catch(() => undefined);
      if (health?.envelope?.status === 'OK') break;
      if (tries > 150) throw new Error('the BFF did not start');
      await sleep(200);
    }
    // The listings to browse: every category link the menu gives.
    const menu = await call(undefined, 'GET', '/api/catalog/menu', '');
    const urls = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (key === 'url' && typeof item === 'string' && item.startsWith('/')) urls.add(item);
          else collect(item);
        }
      }
    };
    collect(menu.envelope?.data);
    const categories = [...urls].slice(0, 40);
    if (categories.length === 0) throw new Error('the menu has no categories');

    await sleep(1000);
    const rssBefore = rssMiB(bff.pid);
    const ends = Date.now() + DURATION_MS;
    console.log(`${SHOPPERS} shoppers for ${DURATION_MS / 1000} s over ${categories.length} categories...`);

    async function shopper(index: number) {
      let cookie = '';
      await sleep((index / SHOPPERS) * 2000);
      while (Date.now() < ends) {
        const category = categories[Math.floor(Math.random() * categories.length)] ?? '/';
        const listing = await call('category', 'GET', `/api/page?path=${encodeURIComponent(category)}`, cookie);
        cookie = listing.cookie;
        const products = ((listing.envelope?.data as { sections?: { products?: Array<{ url?: string; assortmentId?: number }> } } | undefined)?.sections?.products ?? []).filter(
          (product) => product.url && product.assortmentId,
        );
        await think();
        const product = products[Math.floor(Math.random() * products.length)];
        if (!product?.url || !product.assortmentId) continue;
        cookie = (await call('product', 'GET', `/api/page?path=${encodeURIComponent(product.url)}`, cookie)).cookie;
        await think();
        cookie = (await call('add to cart', 'POST', '/api/cart/items', cookie, { assortmentId: product.assortmentId, quantity: 1 })).cookie;
        await think();
        cookie = (await call('checkout', 'GET', '/api/ordering', cookie)).cookie;
        await think();
      }
    }
    const started = performance.now();
    await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => shopper(index)));
    const seconds = (performance.now() - started) / 1000;
    const rssAfter = rssMiB(bff.pid);

    console.log('');
    console.log(`${'step'.padEnd(14)}${'requests'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
    const all: number[] = [];
    for (const [step, values] of Object.entries(latencies)) {
      const sorted = [...values].sort((a, b) => a - b);
      all.push(...values);
      console.log(`${step.padEnd(14)}${String(values.length).padStart(10)}${percentile(sorted, 0.5).toFixed(1).padStart(9)}${percentile(sorted, 0.99).toFixed(1).padStart(9)}`);
    }
    all.sort((a, b) => a - b);
    console.log(`${'all'.padEnd(14)}${String(all.length).padStart(10)}${percentile(all, 0.5).toFixed(1).padStart(9)}${percentile(all, 0.99).toFixed(1).padStart(9)}`);
    console.log('');
    console.log(`${counts.requests} requests in ${seconds.toFixed(0)} s (${(counts.requests / seconds).toFixed(0)} req/s); errors: ${counts.errors}; refusals (4xx): ${counts.refusals}`);
    for (const sample of errorSamples) console.log(`  error: ${sample}`);
    console.log(`BFF RSS: ${rssBefore.toFixed(1)} MiB before, ${rssAfter.toFixed(1)} MiB after`);
    process.exitCode = counts.errors === 0 ? 0 : 1;
  } finally {
    clearTimeout(guard);
    await pool.close();
    bff.kill('SIGTERM');
    await upstream.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(process.exitCode ?? 0);
