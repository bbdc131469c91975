#!/usr/bin/env node
// What a shopper on a slow phone waits for: how soon the page shows something (first contentful
// paint), how soon after that the app has taken it over and every control works (html[data-app-ready],
// apps/web/src/app/app-ready.ts), the main thread's own CPU time until then and the JavaScript it
// loaded. A benchmark, not a test (ARCHITECTURE.md).
//
//   pnpm perf                                         # builds what is stale, starts a shop on fresh data, measures it
//   PERF_BASE_URL=http://localhost:3000 pnpm perf     # a shop already running
//   pnpm perf / /instrumenty/                         # these paths only
//   PERF_RUNS=3 PERF_OUT=perf.json pnpm perf
//
// Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) headless, through playwright-core.
// Each run is a fresh browser context (empty cache, no cookies) on a phone: 390x844, touch, a
// phone's user agent, slow 4G and the CPU slowed down 4 times; the CPU time comes from a second
// load at full CPU speed (see measure). The medians go to the terminal, every run to PERF_OUT.
import { gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startLocalShop } from './local-shop.mjs';
import { firstCategoryAndProduct, shopper } from './shop-session.mjs';

const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 5) || 5);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
/** Ports of the shop this script starts (free ones when unset); unused with PERF_BASE_URL. */
const portFrom = (name) => (process.env[name] ? Number(process.env[name]) : undefined);

/** The phone: a current handset's screen and user agent (the server renders its mobile layout). */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  locale: 'ru-RU',
};
/**
 * Slow 4G as Lighthouse's mobile preset names it: 150 ms a round trip, 1.6 Mbit/s down, 750 Kbit/s
 * up. Chromium adds the latency to every request, as a round trip on a keep-alive connection.
 */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = process.env.PERF_CPU_SLOWDOWN ? Number(process.env.PERF_CPU_SLOWDOWN) : 4;
if (!(CPU_SLOWDOWN >= 1)) {
  console.error(`PERF_CPU_SLOWDOWN must be a number of 1 or more, not '${process.env.PERF_CPU_SLOWDOWN}'`);
  process.exit(2);
}
/** Each run's trace is written next to the figures, to look at in DevTools' performance panel. */
const SAVE_TRACES = process.env.PERF_TRACES === '1';
/** What the app-ready moment is checked against: the app should work by twice the first paint. */
const GOAL_RATIO = 2;
/** A run that has not come this far is a failure, not a slow figure. */
const RUN_TIMEOUT_MS = 120_000;
/**
 * The trace of the page's main thread: its top-level tasks with their thread time (toplevel), what
 * ran inside them (devtools.timeline), the navigation's start and the page's own marks
 * (blink.user_timing).
 */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink.user_timing'];
const APP_READY_MARK = 'perf:app-ready';
const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * Runs in the page before its own scripts: notes the first contentful paint and the moment the app
 * marks the document ready, with the resources that had arrived by then. Nothing polls the page: it
 * reports the moment with one console message.
 */
function observePage({ mark }) {
  const perf = { fcp: null, appReady: null, resources: [] };
  Object.defineProperty(window, '__perf', { value: perf });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') perf.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const observer = new MutationObserver(() => {
    if (perf.appReady !== null || !document.documentElement.hasAttribute('data-app-ready')) return;
    perf.appReady = performance.now();
    performance.mark(mark);
    perf.resources = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= perf.appReady)
      .map((entry) => ({
        url: entry.name,
        transferSize: entry.transferSize,
        encodedBodySize: entry.encodedBodySize,
        responseEnd: entry.responseEnd,
      }));
    observer.disconnect();
    console.debug(mark);
  });
  // The script runs before <html> exists: the document is watched, and with it whatever comes in.
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });
}

/**
 * The page's main thread from the navigation's start to the app-ready mark in a Chrome trace: the
 * thread time of its top-level tasks (CPU the thread got, whatever else the host was running) and
 * their wall time. A task inside another (a nested run loop) is counted with the one around it.
 */
function bootTime(traceEvents, url) {
  const navigation = traceEvents
    .filter(
      (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL === url,
    )
    .at(-1);
  if (!navigation) throw new Error(`The trace has no navigation to ${url}`);
  const onMain = (event) => event.pid === navigation.pid && event.tid === navigation.tid;
  const threadName = traceEvents.find((event) => event.ph === 'M' && event.name === 'thread_name' && onMain(event))?.args?.name;
  if (threadName !== 'CrRendererMain')
    throw new Error(`The navigation started on ${threadName ?? 'an unnamed thread'}, not the renderer's main thread`);
  const ready = traceEvents.find((event) => event.name === APP_READY_MARK && onMain(event));
  if (!ready) throw new Error('The trace has no app-ready mark');
  const tasks = traceEvents
    .filter(
      (event) => event.ph === 'X' && TOP_LEVEL_TASKS.has(event.name) && onMain(event) && event.ts >= navigation.ts && event.ts <= ready.ts,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let cpuUs = 0;
  let wallUs = 0;
  let taskCount = 0;
  let coveredUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts + task.dur <= coveredUntil) continue;
    if (task.tdur === undefined) throw new Error("The trace has no thread time for the main thread's tasks");
    cpuUs += task.tdur;
    wallUs += task.dur;
    taskCount += 1;
    coveredUntil = task.ts + task.dur;
  }
  return { cpuMs: cpuUs / 1000, wallMs: wallUs / 1000, tasks: taskCount, spanMs: (ready.ts - navigation.ts) / 1000 };
}

/** gzip -9 of each script, asked for once whatever the number of runs that load it. */
const gzipSizes = new Map();
async function gzipSize(url) {
  if (!gzipSizes.has(url)) {
    gzipSizes.set(
      url,
      fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
      }),
    );
  }
  return gzipSizes.get(url);
}

/**
 * One load of the page in a fresh context of the browser, on the phone's network, its CPU slowed
 * down as given; traced when asked (a trace costs the page a little and this host seconds).
 */
async function load(browser, url, cookie, { cpuSlowdown, traced }) {
  const context = await browser.newContext(PHONE);
  try {
    // For the whole site, as the shop sets it: the app asks /api/ with it.
    if (cookie) await context.addCookies([{ name: cookie.name, value: cookie.value, url: new URL('/', url).href }]);
    const page = await context.newPage();
    await page.addInitScript(observePage, { mark: APP_READY_MARK });
    const cdp = await context.newCDPSession(page);
    const scripts = new Set();
    cdp.on('Network.responseReceived', ({ type, response }) => {
      if (type === 'Script' || /javascript/i.test(response.mimeType)) scripts.add(response.url);
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    if (traced) await browser.startTracing(undefined, { categories: TRACE_CATEGORIES });
    let trace;
    try {
      const appReady = page.waitForEvent('console', { predicate: (message) => message.text() === APP_READY_MARK, timeout: RUN_TIMEOUT_MS });
      await page.goto(url, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
      await appReady;
    } finally {
      if (traced) trace = await browser.stopTracing();
    }
    // A page the app renders alone can be marked ready before its first paint has been reported.
    await page.waitForFunction(() => window.__perf.fcp !== null, undefined, { timeout: RUN_TIMEOUT_MS, polling: 100 });
    const seen = await page.evaluate(() => window.__perf);
    const boot = trace ? bootTime(JSON.parse(trace.toString('utf8')).traceEvents, page.url()) : undefined;

    const js = seen.resources.filter((resource) => scripts.has(resource.url));
    const jsSizes = await Promise.all(js.map(async (resource) => ({ ...resource, gzipBytes: await gzipSize(resource.url) })));
    return {
      trace,
      fcpMs: seen.fcp,
      // The network's part of the wait: app ready comes after the last script the app needed has arrived.
      jsArrivedMs: Math.max(...js.map((resource) => resource.responseEnd)),
      appReadyMs: seen.appReady,
      boot,
      jsGzipKB: jsSizes.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024,
      jsTransferKB: jsSizes.reduce((sum, script) => sum + script.transferSize, 0) / 1024,
      scripts: jsSizes.map(({ url: scriptUrl, gzipBytes, transferSize }) => ({ url: scriptUrl, gzipBytes, transferBytes: transferSize })),
    };
  } finally {
    await context.close();
  }
}

/**
 * One run: the page on the slow phone, then, for the main thread's CPU time, once more traced with
 * the CPU at full speed. Chromium slows the CPU down by making the main thread spin in a signal
 * handler for three times as long as it last ran, in wall time: with the slowdown on, the thread's
 * CPU time is mostly that spin and grows with the host's load as wall time does.
 */
async function measure(browser, url, cookie) {
  const phone = await load(browser, url, cookie, { cpuSlowdown: CPU_SLOWDOWN, traced: SAVE_TRACES || CPU_SLOWDOWN === 1 });
  const fullSpeed = CPU_SLOWDOWN === 1 ? phone : await load(browser, url, cookie, { cpuSlowdown: 1, traced: true });
  const { trace, boot, fcpMs, appReadyMs, ...loaded } = phone;
  return {
    traces: { phone: trace, fullSpeed: fullSpeed === phone ? undefined : fullSpeed.trace },
    fcpMs,
    appReadyMs,
    ratio: appReadyMs / fcpMs,
    bootCpuMs: fullSpeed.boot.cpuMs,
    ...loaded,
    // The slowed-down load's figures (with PERF_TRACES) count the spin: there for comparison.
    boot: { fullSpeed: fullSpeed.boot, ...(boot && CPU_SLOWDOWN !== 1 ? { phone: boot } : {}) },
  };
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const FIGURES = ['fcpMs', 'jsArrivedMs', 'appReadyMs', 'ratio', 'bootCpuMs', 'jsGzipKB', 'jsTransferKB'];
const medians = (runs) => Object.fromEntries(FIGURES.map((figure) => [figure, median(runs.map((run) => run[figure]))]));

const CART_PATH = '/cart/';
/** Where the figures (and the traces) go, made when first written to: a run cut short leaves nothing. */
let outPath;
function outFile() {
  if (!outPath) {
    outPath = path.resolve(process.env.PERF_OUT ?? path.join(mkdtempSync(path.join(tmpdir(), 'shop-perf-out-')), 'perf.json'));
    mkdirSync(path.dirname(outPath), { recursive: true });
  }
  return outPath;
}

const labelOf = (sitePath) => sitePath.replace(/^\/|\/$/g, '').replace(/[^\p{L}\p{N}]+/gu, '-') || 'main';

/**
 * The pages named, else the main page, its first category, that category's first product a
 * shopper can buy and the cart. The cart has that product in it: its runs come as a shopper of
 * their own whose cart holds it (the session's cookie); the other pages as a new shopper.
 */
async function findPages(baseUrl, paths) {
  const session = shopper(baseUrl);
  const { category, product } = await firstCategoryAndProduct(session);
  await session.call('PUT', '/api/user/site-version', { version: 'mobile' });
  await session.call('POST', '/api/cart/items', { assortmentId: product.assortmentId, quantity: 1 });
  const [name, value] = session.cookie.split('=');
  const pages =
    paths.length > 0
      ? paths.map((sitePath) => ({ label: labelOf(sitePath), path: sitePath }))
      : [
          { label: 'main', path: '/' },
          { label: 'category', path: category },
          { label: 'product', path: product.url },
          { label: 'cart', path: CART_PATH },
        ];
  return pages.map((page) => (page.path === CART_PATH ? { ...page, cookie: { name, value } } : page));
}

/**
 * Asks for the page once before its runs, as a server in service has rendered it before: a server's
 * first render of a page also compiles its code and fills its caches.
 */
async function warmUp(url, cookie) {
  const response = await fetch(url, {
    headers: { accept: 'text/html', 'user-agent': PHONE.userAgent, ...(cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {}) },
  });
  await response.arrayBuffer();
}

function table(pages) {
  const header = ['page', 'path', 'FCP ms', 'JS in ms', 'app ready ms', 'ratio', `ratio ≤ ${GOAL_RATIO}`, 'boot CPU ms', 'JS KB gzip'];
  const rows = pages.map(({ label, path: sitePath, median: figures, runs }) => {
    const failed = RUNS - runs.length;
    return [
      failed > 0 ? `${label} (${failed} failed)` : label,
      decodeURIComponent(sitePath),
      figures.fcpMs === undefined ? '–' : Math.round(figures.fcpMs).toString(),
      figures.jsArrivedMs === undefined ? '–' : Math.round(figures.jsArrivedMs).toString(),
      figures.appReadyMs === undefined ? '–' : Math.round(figures.appReadyMs).toString(),
      figures.ratio === undefined ? '–' : `${figures.ratio.toFixed(1)}x`,
      figures.ratio === undefined ? '–' : figures.ratio <= GOAL_RATIO ? 'yes' : 'no',
      figures.bootCpuMs === undefined ? '–' : Math.round(figures.bootCpuMs).toString(),
      figures.jsGzipKB === undefined ? '–' : figures.jsGzipKB.toFixed(1),
    ];
  });
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index].length)));
  const line = (cells) => `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

async function main() {
  const given = process.env.PERF_BASE_URL?.replace(/\/+$/, '');
  const shop = given
    ? { baseUrl: given, stop: async () => {} }
    : await startLocalShop({ port: portFrom('PERF_PORT'), upstreamPort: portFrom('PERF_UPSTREAM_PORT') });
  const loadBefore = loadavg();
  const startedAt = new Date();
  const results = [];
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
    const pages = await findPages(
      shop.baseUrl,
      process.argv.slice(2).filter((arg) => arg !== '--'),
    );
    for (const page of pages) {
      const url = `${shop.baseUrl}${page.path}`;
      await warmUp(url, page.cookie);
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        try {
          const { traces, ...figures } = await measure(browser, url, page.cookie);
          runs.push({ run, ...figures });
          if (SAVE_TRACES) {
            for (const [form, trace] of Object.entries(traces))
              if (trace) writeFileSync(outFile().replace(/(\.json)?$/, `-${page.label}-${run}-${form}.trace.json`), trace);
          }
          process.stderr.write(
            `${page.label} ${run}/${RUNS}: FCP ${Math.round(figures.fcpMs)} ms, JS in ${Math.round(figures.jsArrivedMs)} ms, app ready ${Math.round(figures.appReadyMs)} ms, boot CPU ${Math.round(figures.bootCpuMs)} ms\n`,
          );
        } catch (error) {
          process.stderr.write(`${page.label} ${run}/${RUNS} failed: ${error instanceof Error ? error.message : error}\n`);
        }
      }
      results.push({ ...page, url, runs, median: medians(runs) });
    }
  } finally {
    await browser?.close();
    await shop.stop();
  }

  const report = {
    startedAt: startedAt.toISOString(),
    baseUrl: shop.baseUrl,
    chromium: browser.version(),
    emulation: { ...PHONE, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN },
    host: { cpus: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadavg() },
    goal: { appReadyToFcpRatioAtMost: GOAL_RATIO },
    pages: results.map(({ cookie: _cookie, ...page }) => page),
  };
  writeFileSync(outFile(), `${JSON.stringify(report, null, 2)}\n`);

  console.log(table(results));
  console.log(
    `\n${RUNS === 1 ? 'One run' : `Medians of ${RUNS} runs`} a page, each in a fresh browser context: 390x844 phone, slow 4G (150 ms round trip, 1.6 Mbit/s), CPU ${CPU_SLOWDOWN}x slower.`,
  );
  console.log(`Goal: app ready within ${GOAL_RATIO}x the first contentful paint (ratio = app ready / FCP within a run).`);
  console.log(
    "JS in: when the last script the app needed by app ready had arrived (its responseEnd). What comes after it is mostly the phone's CPU.",
  );
  console.log(
    "boot CPU: the page main thread's own CPU time from navigation to app ready (a second load, CPU at full speed): not wall time, which grows when the host is busy.",
  );
  console.log(
    `JS KB gzip: gzip -9 of the scripts loaded by app ready. Load average ${loadBefore.map((load) => load.toFixed(1)).join(' ')} on ${cpus().length} cores at the start.`,
  );
  console.log(`Every run: ${outFile()}`);
  if (results.some((page) => page.runs.length < RUNS)) process.exitCode = 1;
}

main().catch((error) => {
  // fetch's own message ('fetch failed') says why only in its cause.
  console.error(error instanceof Error ? [error.message, error.cause?.message].filter(Boolean).join(': ') : error);
  process.exitCode = 1;
});
