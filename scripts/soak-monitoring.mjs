#!/usr/bin/env node
// The sales board left open as staff leave it on a wall screen: a shop of its own on fresh data,
// the board in Debian's Chromium, orders placed through the API all the while, the shop restarted
// once (SIGTERM, started again on the same port) and the board's network cut once. It reports the
// board's JS heap and DOM nodes after a forced GC over time with their slopes, the board's failed
// update requests, the outages' recoveries and whether every order placed appeared on the board.
// A long run, not a test (ARCHITECTURE.md); e2e/src/monitoring.e2e.ts has its short version.
//
//   pnpm soak:monitoring                              # 30 minutes, 3 orders a minute
//   SOAK_MINUTES=5 SOAK_ORDERS_PER_MINUTE=20 pnpm soak:monitoring
//   SOAK_OUT=soak.json pnpm soak:monitoring           # every sample and event as JSON too
//
// SOAK_PORT and SOAK_UPSTREAM_PORT choose the shop's ports (free ones when unset); SOAK_OFFLINE_S
// is the network cut (30 s). The restart comes at a third of the run, the cut at two thirds. Exits
// with 1 when an order did not appear, a poll failed outside the outages or the board did not
// recover by itself.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startLocalShop } from './local-shop.mjs';
import { shopper } from './shop-session.mjs';

const numberFrom = (name, fallback) => {
  const value = process.env[name] ? Number(process.env[name]) : fallback;
  if (!(value > 0)) {
    console.error(`${name} must be a positive number, not '${process.env[name]}'`);
    process.exit(2);
  }
  return value;
};
const MINUTES = numberFrom('SOAK_MINUTES', 30);
const ORDERS_PER_MINUTE = numberFrom('SOAK_ORDERS_PER_MINUTE', 3);
const OFFLINE_MS = numberFrom('SOAK_OFFLINE_S', 30) * 1000;
const portFrom = (name) => (process.env[name] ? Number(process.env[name]) : undefined);
const KEY = process.env.MONITORING_API_KEY || 'demo-monitoring-key';
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** About thirty samples a run, one a minute at most. */
const SAMPLE_MS = Math.max(10_000, Math.min(60_000, (MINUTES * 60_000) / 30));
/** The board's own text while its figures are not current (apps/web/src/features/monitoring/texts.ts). */
const STALE_LINE = /^Нет связи с сервером\. Данные от \d\d:\d\d:\d\d$/;
/** After an outage the board polls again within its longest backoff (15 s) plus a poll's timeout. */
const RECOVERY_WITHIN_MS = 30_000;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const minutesSince = (start, at = Date.now()) => (at - start) / 60_000;

async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** The first product sold by the piece that the shop will sell (the one every order buys). */
async function pieceOnSale(session) {
  for (let assortmentId = 1; assortmentId < 2000; assortmentId += 7) {
    try {
      await session.call('POST', '/api/cart/items', { assortmentId, quantity: 1 });
    } catch {
      continue;
    }
    const cart = await session.call('GET', '/api/cart');
    const line = cart.cartPageData.products.find((product) => product.assortment.id === assortmentId);
    await session.call('DELETE', `/api/cart/items/${assortmentId}`);
    if (line && line.multism.mult === line.multism.coef && !line.isNotAvailable && line.price > 0) return assortmentId;
  }
  throw new Error('No product sold by the piece is on sale');
}

/** A shopper who orders one piece for pickup, again and again; resolves each order's invoice number. */
async function orderingShopper(baseUrl) {
  const session = shopper(baseUrl);
  const assortmentId = await pieceOnSale(session);
  const { points } = await session.call('GET', '/api/cities/1/points');
  const point = points[0];
  if (!point) throw new Error('Moscow has no pickup points');
  const address = await session.call('POST', '/api/user/addresses', { cityId: point.cityId, pointId: point.id, deliveryType: 3 });
  await session.call('PUT', '/api/ordering/data', {
    orderingData: { phone: '+7 (912) 555-01-77', currentAddressId: address.id, paymentType: 4 },
  });
  return async () => {
    await session.call('POST', '/api/cart/items', { assortmentId, quantity: 1 });
    const reply = await session.call('POST', '/api/orders', {});
    return reply.invoiceNumber;
  };
}

/** Least squares slope of y over x. */
function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  const sxy = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

const shop = await startLocalShop({ port: portFrom('SOAK_PORT'), upstreamPort: portFrom('SOAK_UPSTREAM_PORT') });
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
let failed = false;
try {
  const placeOrder = await orderingShopper(shop.baseUrl);
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'ru-RU' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);

  /** Every order line the board has shown, by its invoice number. */
  const seen = new Set();
  await page.exposeBinding('__soakOrdersShown', (_source, lines) => {
    for (const line of lines) seen.add(line.split(' — ')[0]);
  });
  // Told of each orders view as it appears: it shows for 5 s after every refresh.
  await page.addInitScript(() => {
    const report = () => {
      const lines = [...document.querySelectorAll('main li')].map((item) => item.textContent ?? '');
      if (lines.length > 0) window.__soakOrdersShown(lines);
    };
    new MutationObserver(report).observe(document, { subtree: true, childList: true });
  });

  /** The board's update requests: when each succeeded or failed. */
  const polls = [];
  const isPoll = (url) => new URL(url).pathname.startsWith('/api/monitoring/');
  page.on('response', (response) => {
    if (isPoll(response.url())) polls.push({ at: Date.now(), ok: response.ok() });
  });
  page.on('requestfailed', (request) => {
    if (isPoll(request.url())) polls.push({ at: Date.now(), ok: false, reason: request.failure()?.errorText });
  });
  const lastSuccess = () => polls.findLast((poll) => poll.ok)?.at ?? 0;
  const staleLine = page.getByRole('status');
  const staleShown = async () => STALE_LINE.test(((await staleLine.textContent({ timeout: 1_000 }).catch(() => null)) ?? '').trim());

  await page.goto(`${shop.baseUrl}/monitoring/?x-api-key=${encodeURIComponent(KEY)}`);
  await until(() => page.getByRole('heading', { name: 'Новые заказы' }).isVisible(), 30_000, 'the board showed its orders view');

  const start = Date.now();
  const end = start + MINUTES * 60_000;
  const samples = [];
  async function sample() {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const dom = await cdp.send('Memory.getDOMCounters');
    samples.push({
      minute: minutesSince(start),
      heapMB: heap.usedSize / 2 ** 20,
      nodes: dom.nodes,
      listeners: dom.jsEventListeners,
      documents: dom.documents,
    });
  }

  const placed = [];
  const notPlaced = [];
  async function order() {
    try {
      placed.push(await placeOrder());
    } catch (error) {
      notPlaced.push({ minute: minutesSince(start), error: String(error.message ?? error) });
    }
  }

  /**
   * An outage: the not-current line must show while it lasts and go once the board polls again.
   * `interrupt` cuts the board off, calls `whileDown` and restores the connection.
   */
  const outages = [];
  async function outage(name, interrupt, { orderWhileDown }) {
    const began = Date.now();
    let staleAfterMs = 0;
    await interrupt(async () => {
      await until(staleShown, RECOVERY_WITHIN_MS, `${name}: the board said its figures are not current`);
      staleAfterMs = Date.now() - began;
      // An order placed while the board cannot see the shop must appear once it can.
      if (orderWhileDown) await order();
    });
    const resumed = Date.now();
    // The restarted shop takes an order before the board, still backing off, asks again.
    if (!orderWhileDown) await order();
    await until(async () => lastSuccess() > resumed && !(await staleShown()), RECOVERY_WITHIN_MS, `${name}: the board recovered`);
    outages.push({ name, began, resumed, recovered: lastSuccess(), staleAfterMs, downMs: resumed - began });
  }
  const inOutage = (at) => outages.some((outage) => at >= outage.began && at <= outage.recovered);

  const orderEveryMs = 60_000 / ORDERS_PER_MINUTE;
  const plan = [
    {
      at: start + (end - start) / 3,
      run: () => outage('restart', (whileDown) => shop.restart(whileDown), { orderWhileDown: false }),
    },
    {
      at: start + ((end - start) * 2) / 3,
      run: () =>
        outage(
          'network cut',
          async (whileDown) => {
            const cut = Date.now();
            await context.setOffline(true);
            await whileDown();
            await sleep(Math.max(0, OFFLINE_MS - (Date.now() - cut)));
            await context.setOffline(false);
          },
          { orderWhileDown: true },
        ),
    },
  ];
  let nextSample = start;
  let nextOrder = start + orderEveryMs / 2;
  while (Date.now() < end || plan.length > 0) {
    const now = Date.now();
    if (plan[0] && now >= plan[0].at) {
      const step = plan.shift();
      try {
        await step.run();
      } catch (error) {
        console.error(String(error.message ?? error));
        failed = true;
        await context.setOffline(false);
      }
    } else if (now >= nextSample) {
      await sample();
      // An outage's wait is not made up for with samples or orders in a burst.
      while (nextSample <= Date.now()) nextSample += SAMPLE_MS;
      console.error(`soak: ${Math.round(minutesSince(start))} of ${MINUTES} min, ${placed.length} orders`);
    } else if (now >= nextOrder && now < end) {
      await order();
      while (nextOrder <= Date.now()) nextOrder += orderEveryMs;
    } else {
      await sleep(Math.min(nextSample, nextOrder, end, plan[0]?.at ?? Infinity) - now);
    }
  }
  // The last order's refresh reaches the board within a poll or two.
  await until(() => placed.every((number) => seen.has(number)), 10_000, 'every order appeared').catch(() => {});
  await sample();

  const pollErrors = polls.filter((poll) => !poll.ok);
  const strayErrors = pollErrors.filter((poll) => !inOutage(poll.at));
  const missing = placed.filter((number) => !seen.has(number));
  const hours = (row) => row.minute / 60;
  // The first minutes fill caches and compile code, and each outage runs code not run before: the
  // trend is read after the first minutes, and again after the last outage.
  const trend = (fromMinute) => {
    const rows = samples.filter((row) => row.minute >= fromMinute);
    return {
      from: rows[0]?.minute ?? 0,
      heap: slope(rows.map((row) => [hours(row), row.heapMB])),
      nodes: slope(rows.map((row) => [hours(row), row.nodes])),
    };
  };
  const trends = [trend(Math.min(5, MINUTES / 5)), trend(minutesSince(start, Math.max(...outages.map((outage) => outage.recovered))))];
  console.log(`\nThe sales board for ${MINUTES} min, ${ORDERS_PER_MINUTE} orders a minute (heap and DOM after a forced GC)\n`);
  console.log('| min | heap MB | DOM nodes | listeners |');
  console.log('|---:|---:|---:|---:|');
  for (const row of samples) {
    console.log(`| ${row.minute.toFixed(1)} | ${row.heapMB.toFixed(2)} | ${row.nodes} | ${row.listeners} |`);
  }
  const signed = (value, digits) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
  console.log('');
  for (const { from, heap, nodes } of trends) {
    console.log(`slope from minute ${from.toFixed(1)}: heap ${signed(heap, 2)} MB/h, DOM ${signed(nodes, 0)} nodes/h`);
  }
  for (const outage of outages) {
    console.log(
      `${outage.name}: ${(outage.downMs / 1000).toFixed(1)} s down, the not-current line after ${(outage.staleAfterMs / 1000).toFixed(1)} s, updated again ${((outage.recovered - outage.resumed) / 1000).toFixed(1)} s after the shop came back`,
    );
  }
  console.log(`polling errors: ${pollErrors.length} of ${polls.length} requests, ${strayErrors.length} outside the outages`);
  console.log(
    `orders seen on the board / placed: ${placed.length - missing.length} / ${placed.length}${missing.length ? ` (missing ${missing.join(', ')})` : ''}`,
  );
  if (notPlaced.length) console.log(`orders the shop refused: ${notPlaced.length} (${notPlaced[0].error})`);
  failed ||= missing.length > 0 || strayErrors.length > 0 || outages.length < 2;
  if (process.env.SOAK_OUT) {
    writeFileSync(
      process.env.SOAK_OUT,
      JSON.stringify({ minutes: MINUTES, samples, trends, outages, polls, placed, missing, notPlaced }, null, 2),
    );
  }
} finally {
  await browser.close();
  await shop.stop();
}
process.exit(failed ? 1 : 0);
