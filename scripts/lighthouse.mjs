#!/usr/bin/env node
// Lighthouse scores of the running shop, mobile and desktop, for the main page, a category, a
// product, a content page, the cart and an order page. Not part of the tests: a measurement (ARCHITECTURE.md).
//
//   pnpm lighthouse                         # against http://localhost:3000, pages found through the BFF
//   LIGHTHOUSE_BASE_URL=http://localhost:3308 pnpm lighthouse
//   pnpm lighthouse / /instrumenty/         # these paths only
//   LIGHTHOUSE_RUNS=3 LIGHTHOUSE_FORMS=mobile pnpm lighthouse /   # three mobile runs
//   LIGHTHOUSE_BLOCK='*/assets/index-*.js' pnpm lighthouse /     # the server-rendered page without the app
//
// Lighthouse 12 (13 needs Node 22) drives Debian's Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium) headless with background networking off: the machine has no internet.
// Each page is asked for once before its runs, as a server in service has rendered it before. The JSON
// reports go to LIGHTHOUSE_OUT (default ./.lighthouse/).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling, userAgents } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { firstCategoryAndProduct, shopper } from './shop-session.mjs';

const BASE_URL = (process.env.LIGHTHOUSE_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const OUT_DIR = path.resolve(process.env.LIGHTHOUSE_OUT ?? '.lighthouse');
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--lang=ru-RU',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Addresses the browser refuses during the runs (Lighthouse's blockedUrlPatterns, `*` a wildcard).
// '*/assets/index-*.js' measures the page as the server drew it, without the app: what is left is the part
// of the figures the app's code cannot change.
const BLOCKED = (process.env.LIGHTHOUSE_BLOCK ?? '')
  .split(',')
  .map((pattern) => pattern.trim())
  .filter(Boolean);
/** Each run's trace is written next to its report, to look at in DevTools' performance panel. */
const SAVE_TRACES = process.env.LIGHTHOUSE_TRACES === '1';
const FORM_FACTORS = (process.env.LIGHTHOUSE_FORMS ?? 'mobile,desktop')
  .split(',')
  .filter((form) => form === 'mobile' || form === 'desktop');
/** Runs of each page and form: the simulated figures move from run to run, one run can mislead. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
/**
 * The mobile CPU slowdown. Lighthouse's 4x takes a fast desktop (benchmark index about 1500) to a
 * mid-tier phone; on a slower or busier host the same 4x emulates a slower phone. Unset: Lighthouse's
 * default. Each run reports the host's benchmark index and the multiplier it calls for.
 */
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) {
  console.error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number of 1 or more, not '${process.env.LIGHTHOUSE_CPU_SLOWDOWN}'`);
  process.exit(2);
}
const mobileConfig =
  CPU_SLOWDOWN === undefined
    ? undefined
    : { extends: 'lighthouse:default', settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } } };

/**
 * The CPU slowdown that takes a host of this benchmark index to Lighthouse's mid-tier phone: the
 * figures of Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU slowdown").
 */
function slowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** A demo phone for the one-click order whose page is measured. */
const ORDER_PHONE = '+7 912 555-01-23';

/**
 * The six pages, found as a shopper would: the main page's first section, its first available
 * product, a content page, a one-click order of it (its page belongs to this session), then the
 * product again in the cart so the cart page has a line.
 */
async function discoverPages(session) {
  const { category, product } = await firstCategoryAndProduct(session);
  await session.call('POST', '/api/cart/items', { assortmentId: product.assortmentId, quantity: 1 });
  const { orderCode } = await session.call('POST', '/api/cart/one-click-order', { phone: ORDER_PHONE });
  await session.call('POST', '/api/cart/items', { assortmentId: product.assortmentId, quantity: 1 });
  return [
    { label: 'main', path: '/' },
    { label: 'category', path: category },
    { label: 'product', path: product.url },
    { label: 'content', path: CONTENT_PAGE },
    { label: 'cart', path: '/cart/', withSession: true },
    { label: 'order', path: `/o/${encodeURIComponent(orderCode)}/`, withSession: true },
  ];
}

/** A content page every shop has (the footer's delivery terms). */
const CONTENT_PAGE = '/delivery/';

const labelOf = (sitePath) => sitePath.replace(/^\/|\/$/g, '').replace(/[^\p{L}\p{N}]+/gu, '-') || 'main';

/**
 * Asks for the page once as the run's browser will, so the figures are those of a server in
 * service rather than of its first request after a start: that one also compiles the server's code
 * and fills its caches, and took 230 ms instead of 20 to 80.
 */
async function warmUp(url, formFactor, cookie) {
  const response = await fetch(url, {
    headers: { accept: 'text/html', 'user-agent': userAgents[formFactor], ...(cookie ? { cookie } : {}) },
  });
  await response.arrayBuffer();
}

async function audit(port, url, formFactor, cookie) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(BLOCKED.length > 0 ? { blockedUrlPatterns: BLOCKED } : {}),
    // The order page belongs to the session that placed the order; the cart shows its line.
    // Other pages are measured as a new shopper's (Lighthouse clears the origin's storage).
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : mobileConfig);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result;
}

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? '–' : String(Math.round(value * 100));
};
const metric = (lhr, id, format) => {
  const value = lhr.audits[id]?.numericValue;
  return value === undefined ? '–' : format(value);
};
/** The figures of the table, each with its format. */
const FIGURES = [
  ['largest-contentful-paint', (ms) => `${(ms / 1000).toFixed(1)} s`],
  ['cumulative-layout-shift', (value) => value.toFixed(3)],
  ['total-blocking-time', (ms) => `${Math.round(ms)} ms`],
];
/** A report's scores and figures as the table's cells. */
const scoresAndFigures = (lhr) => [...CATEGORIES.map((id) => score(lhr, id)), ...FIGURES.map(([id, format]) => metric(lhr, id, format))];

/** The host's benchmark index, and the CPU slowdown used (the one the index calls for, for a phone). */
function host(lhr) {
  const index = lhr.environment?.benchmarkIndex;
  const used = lhr.configSettings?.throttling?.cpuSlowdownMultiplier;
  const phone = lhr.configSettings?.formFactor === 'mobile' && index ? ` (${slowdownFor(index).toFixed(1)}x)` : '';
  return [index ? String(Math.round(index)) : '–', used ? `${used}x${phone}` : '–'];
}

/**
 * How much of the page's long tasks (10 ms or more, after the first paint) the renderer's main
 * thread spent waiting for a CPU rather than running: wall time against thread time in the run's
 * trace. Lighthouse multiplies wall time, so on a busy host the wait is counted as the page's work.
 */
function waitShare(traceEvents) {
  const threadOf = (event) => `${event.pid}:${event.tid}`;
  const busiest = new Map();
  for (const event of traceEvents) {
    if (event.name === 'RunTask' && event.ph === 'X') busiest.set(threadOf(event), (busiest.get(threadOf(event)) ?? 0) + event.dur);
  }
  const mains = new Set(traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(threadOf));
  const main = [...mains].sort((a, b) => (busiest.get(b) ?? 0) - (busiest.get(a) ?? 0))[0];
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint' && threadOf(event) === main)?.ts ?? 0;
  let wall = 0;
  let ran = 0;
  for (const event of traceEvents) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || threadOf(event) !== main) continue;
    if (event.ts < paint || event.dur < 10_000 || event.tdur === undefined) continue;
    wall += event.dur;
    ran += event.tdur;
  }
  return wall > 0 ? `${Math.round((100 * (wall - ran)) / wall)} %` : '–';
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null && value !== undefined && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median of each score and figure over a page's runs in one form: one run can mislead. */
function medianRow(page, formFactor, results) {
  const medianReport = {
    categories: Object.fromEntries(CATEGORIES.map((id) => [id, { score: median(results.map((lhr) => lhr.categories[id]?.score)) }])),
    audits: Object.fromEntries(FIGURES.map(([id]) => [id, { numericValue: median(results.map((lhr) => lhr.audits[id]?.numericValue)) }])),
  };
  return [page.label, decodeURIComponent(page.path), `${formFactor} median`, ...scoresAndFigures(medianReport), '', '', ''];
}

function table(rows) {
  const header = ['page', 'path', 'form', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'wait', 'host', 'CPU'];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index].length)));
  const line = (cells) => `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Each SEO audit that counts towards the score and did not pass, by page and form: why a score is short of 100. */
function seoMisses(reports) {
  return reports.flatMap(({ page, formFactor, lhr }) =>
    (lhr.categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => `- ${page.label} (${formFactor}): ${ref.id}: ${lhr.audits[ref.id].title}`),
  );
}

async function main() {
  const session = shopper(BASE_URL);
  const given = process.argv.slice(2).filter((arg) => arg !== '--');
  const pages =
    given.length > 0
      ? given.map((sitePath) => ({ label: labelOf(sitePath), path: sitePath, withSession: false }))
      : await discoverPages(session);
  await mkdir(OUT_DIR, { recursive: true });

  const rows = [];
  const reports = [];
  for (const page of pages) {
    for (const formFactor of FORM_FACTORS) {
      const results = [];
      for (let run = 1; run <= RUNS; run++) {
        // A fresh profile per run: no cookie (and no saved layout) of an earlier run comes along.
        const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
        try {
          const url = `${BASE_URL}${page.path}`;
          process.stderr.write(`lighthouse ${formFactor} ${url}\n`);
          // The session's saved layout would outlast the run: each run names its own.
          if (page.withSession) await session.call('PUT', '/api/user/site-version', { version: formFactor });
          if (run === 1) await warmUp(url, formFactor, page.withSession ? session.cookie : '');
          const { lhr, report, artifacts } = await audit(chrome.port, url, formFactor, page.withSession ? session.cookie : '');
          const file = path.join(OUT_DIR, `${page.label}-${formFactor}${RUNS > 1 ? `-${run}` : ''}.json`);
          await writeFile(file, Array.isArray(report) ? report[0] : report);
          if (SAVE_TRACES && artifacts?.Trace) await writeFile(file.replace(/\.json$/, '.trace.json'), JSON.stringify(artifacts.Trace));
          if (lhr.runtimeError) process.stderr.write(`  ${lhr.runtimeError.code}: ${lhr.runtimeError.message}\n`);
          else {
            results.push(lhr);
            reports.push({ page, formFactor, lhr });
          }
          rows.push([
            page.label,
            decodeURIComponent(page.path),
            RUNS > 1 ? `${formFactor} ${run}` : formFactor,
            ...scoresAndFigures(lhr),
            artifacts?.Trace ? waitShare(artifacts.Trace.traceEvents) : '–',
            ...host(lhr),
          ]);
        } finally {
          await chrome.kill();
        }
      }
      if (results.length >= 3) rows.push(medianRow(page, formFactor, results));
    }
  }
  console.log(table(rows));
  const missed = seoMisses(reports);
  if (missed.length > 0) console.log(`\nSEO audits that did not pass:\n${missed.join('\n')}`);
  console.log("\nwait: the share of the page's long tasks its main thread spent waiting for a CPU (counted by Lighthouse as work);");
  console.log(
    "host: Lighthouse's benchmark index of this machine during the run; CPU: the slowdown used (for a phone, the one that index calls for).",
  );
  console.log(`Reports: ${OUT_DIR}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
