import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { demoShopOrigin, logUpstreamLine, startDemoUpstream, type DemoUpstream } from './demo-upstream.ts';
import { loggerOptions } from './http/logging.ts';
import { loadPageRenderer } from './http/page-rendering.ts';
import { isLoopbackHost } from './http/shop-origin.ts';
import { startTracing } from './tracing/start.ts';
import { useTracer } from './tracing/spans.ts';

// The compiled server ships its source map beside it (not served): stack traces name src/ files.
process.setSourceMapsEnabled(true);

/** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(`The BFF cannot start: ${(error as Error).message}`);
  process.exit(1);
}
const upstreamUrl = config.upstreamUrl ?? `http://127.0.0.1:${config.upstreamPort}`;

// Before the app is built: its first requests are traced, and its upstream calls carry traceparent.
const tracing = await startTracing('shop-bff');
useTracer(tracing?.tracer);

const app = await buildApp({
  upstreamUrl,
  upstreamTimeoutMs: config.upstreamTimeoutMs,
  webDist: config.webDist,
  mapTileUrl: config.mapTileUrl,
  exposeErrorTrace: config.exposeErrorTrace,
  monitoringApiKey: config.monitoringApiKey,
  redisUrl: config.redisUrl,
  sharedCacheTtlMs: config.sharedCacheTtlMs,
  pageCache: config.pageCache,
  metricsToken: config.metricsToken,
  metricsTokenRequired: config.metricsTokenRequired,
  publicUrl: config.publicUrl,
  webVitals: config.webVitals,
  browserErrors: config.browserErrors,
  sitemap: config.sitemap,
  trustProxy: config.trustProxy,
  pageRenderer: await loadPageRenderer(config.webDist),
  logger: loggerOptions(config.logLevel, { traceIds: tracing !== undefined }),
  tracer: tracing?.tracer,
});

let demo: DemoUpstream | undefined;
let closing = false;
let failure: Error | undefined;

// SIGTERM/SIGINT, an uncaught error, or a failed start: close within the deadline, else exit anyway.
const grace = closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS, logger: app.log }, async ({ signal, err }) => {
  closing = true;
  if (err) app.log.fatal({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  // Serves a while longer, closing each connection after its reply (config.ts, shutdownDrainMs);
  // then stops accepting, lets requests in flight finish, closes the upstream client; then the demo shop.
  try {
    if (!err && config.shutdownDrainMs > 0) {
      app.startDraining();
      await new Promise((drained) => setTimeout(drained, config.shutdownDrainMs));
    }
    await app.close();
  } finally {
    await demo?.stop();
    await tracing?.shutdown();
  }
  // Rethrown so that close-with-grace exits with 1.
  if (failure) throw failure;
});

function fail(message: string, error: unknown) {
  if (closing) return;
  app.log.fatal({ err: error }, message);
  failure = new Error(message);
  grace.close();
}

if (!config.upstreamUrl) {
  const upstreamLog = app.log.child({ service: 'upstream' });
  app.log.info({ dataDir: config.dataDir, port: config.upstreamPort }, 'starting the demo upstream');
  demo = startDemoUpstream({
    port: config.upstreamPort,
    dataDir: config.dataDir,
    assortments: config.demoAssortments,
    logLevel: config.logLevel,
    monitoringApiKey: config.monitoringApiKey,
    shopOrigin: demoShopOrigin(config),
    onLine: (line) => logUpstreamLine(upstreamLog, line),
  });
  void demo.exited.then(({ code, signal }) => fail('the demo upstream stopped', { code, signal }));
}

try {
  await demo?.ready;
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ upstream: upstreamUrl, webDist: config.webDist }, `shop at http://localhost:${config.port}`);
  // Reachable beyond this machine without its public address: said once here, and by the page
  // rendering at the first page a public Host asks for (page-rendering.ts).
  if (!config.publicUrl && !isLoopbackHost(config.host)) {
    app.log.warn('PUBLIC_URL is unset: pages reached by a host name other than this machine’s are marked noindex and name no address');
  }
} catch (error) {
  fail(demo ? 'the demo upstream or the listener did not start' : 'could not listen', error);
}
