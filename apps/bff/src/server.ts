import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { logUpstreamLine, startDemoUpstream, type DemoUpstream } from './demo-upstream.ts';

const config = loadConfig();
const upstreamUrl = config.upstreamUrl ?? `http://127.0.0.1:${config.upstreamPort}`;

const app = await buildApp({
  upstreamUrl,
  upstreamTimeoutMs: config.upstreamTimeoutMs,
  webDist: config.webDist,
  mapTileUrl: config.mapTileUrl,
  exposeErrorTrace: config.exposeErrorTrace,
  monitoringApiKey: config.monitoringApiKey,
  redisUrl: config.redisUrl,
  sharedCacheTtlMs: config.sharedCacheTtlMs,
  metricsToken: config.metricsToken,
  logger: { level: config.logLevel },
});

let demo: DemoUpstream | undefined;
let closing = false;

async function shutdown(reason: string, exitCode: number) {
  if (closing) return;
  closing = true;
  app.log.info(`${reason}: closing`);
  try {
    // Stops accepting, lets requests in flight finish, closes the upstream client.
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'close failed');
    exitCode = 1;
  }
  await demo?.stop();
  process.exit(exitCode);
}

process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
process.on('SIGINT', () => void shutdown('SIGINT', 0));

async function main() {
  if (!config.upstreamUrl) {
    const upstreamLog = app.log.child({ service: 'upstream' });
    app.log.info({ dataDir: config.dataDir, port: config.upstreamPort }, 'starting the demo upstream');
    demo = startDemoUpstream({
      port: config.upstreamPort,
      dataDir: config.dataDir,
      assortments: config.demoAssortments,
      logLevel: config.logLevel,
      monitoringApiKey: config.monitoringApiKey,
      onLine: (line) => logUpstreamLine(upstreamLog, line),
    });
    void demo.exited.then(({ code, signal }) => {
      if (closing) return;
      app.log.fatal({ code, signal }, 'the demo upstream stopped');
      void shutdown('demo upstream stopped', 1);
    });
    try {
      await demo.ready;
    } catch (error) {
      app.log.fatal({ err: error }, 'the demo upstream did not start');
      return shutdown('demo upstream failed', 1);
    }
  }

  if (closing) return;
  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info({ upstream: upstreamUrl, webDist: config.webDist }, `shop at http://localhost:${config.port}`);
  } catch (error) {
    app.log.fatal({ err: error }, 'could not listen');
    await shutdown('listen failed', 1);
  }
}

await main();
