import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { startDemoUpstream } from '../src/demo-upstream.ts';
import { upstreamCatalogueSource } from '../src/sitemap/catalogue-source.ts';
import { buildSitemap, DEFAULT_BUILD_OPTIONS } from '../src/sitemap/sitemap-builder.ts';
import { chunksOf, sitemapIndexXml, urlSetXml } from '../src/sitemap/sitemap-xml.ts';
import { freePort } from '../src/testing/demo-shop.ts';
import { cpuMs } from './process.ts';

/**
 * One sitemap build of the demo shop as the BFF makes it in the background (four calls at a
 * time): its time, the upstream calls, the CPU of both processes, the BFF's memory before and after,
 * and the files it makes. DEMO_ASSORTMENTS (20 000 by default) on a fresh data directory, or on
 * DATA_DIR when given (the first start generates the catalogue; later ones reuse it).
 *
 *   node --expose-gc --import tsx apps/bff/bench/sitemap-build.ts
 */

const assortments = process.env.DEMO_ASSORTMENTS ?? '20000';
const ownDir = process.env.DATA_DIR === undefined;
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'sitemap-bench-'));
const upstream = startDemoUpstream({ port: await freePort(), dataDir, assortments, logLevel: 'warn', readyTimeoutMs: 600_000 });
await upstream.ready;
const app = await buildApp({
  upstreamUrl: upstream.url,
  upstreamTimeoutMs: 60_000,
  webDist: path.join(dataDir, 'no-web'),
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
});
await app.ready();

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const collect = () => (globalThis as { gc?: () => void }).gc?.();
collect();
const before = process.memoryUsage();
const upstreamCpuBefore = upstream.pid === undefined ? Number.NaN : cpuMs(upstream.pid);
const started = performance.now();
const bffCpuBefore = process.cpuUsage();
const built = await buildSitemap(upstreamCatalogueSource(app.upstream, app.log, 'sitemap-bench'), DEFAULT_BUILD_OPTIONS);
const buildMs = performance.now() - started;
const bffCpu = process.cpuUsage(bffCpuBefore);
const upstreamCpu = upstream.pid === undefined ? Number.NaN : cpuMs(upstream.pid) - upstreamCpuBefore;
const peak = process.memoryUsage();
collect();
const afterGc = process.memoryUsage();

const origin = 'https://shop.example';
const writing = performance.now();
const chunks = chunksOf(built.paths.map((page) => ({ path: page })));
const files = chunks.map((chunk) => Buffer.byteLength(urlSetXml(origin, chunk)));
const index = sitemapIndexXml(
  origin,
  chunks.map((_, position) => ({ path: `/sitemap-${position + 1}.xml`, lastmod: new Date().toISOString() })),
);
const writeMs = performance.now() - writing;

console.log(
  JSON.stringify(
    {
      assortments: Number(assortments),
      urls: built.paths.length,
      upstreamCalls: built.calls,
      buildSeconds: Math.round(buildMs / 100) / 10,
      upstreamCpuSeconds: Math.round(upstreamCpu / 100) / 10,
      bffCpuSeconds: Math.round((bffCpu.user + bffCpu.system) / 100_000) / 10,
      rssMiB: { before: mib(before.rss), afterBuild: mib(peak.rss), afterGc: mib(afterGc.rss) },
      heapUsedMiB: { before: mib(before.heapUsed), afterBuild: mib(peak.heapUsed), afterGc: mib(afterGc.heapUsed) },
      files: files.length,
      largestFileMiB: mib(Math.max(...files)),
      indexBytes: Buffer.byteLength(index),
      writeAllFilesMs: Math.round(writeMs),
    },
    null,
    2,
  ),
);

await app.close();
await upstream.stop();
if (ownDir) rmSync(dataDir, { recursive: true, force: true });
