import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { startTracing } from './tracing/start.ts';

const config = readConfig();
const tracing = await startTracing();
const app = await buildApp({
  dataDir: config.dataDir,
  assortments: config.assortments,
  seed: config.seed,
  logger: { level: config.logLevel },
  logEachRequest: config.logLevel === 'debug' || config.logLevel === 'trace',
  shopOrigin: config.shopOrigin,
  paymentPageUrl: config.paymentPageUrl,
  monitoringApiKey: config.monitoringApiKey,
  tracer: tracing?.tracer,
  orderReplyDelayMs: config.orderReplyDelayMs,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  try {
    await app.close();
    await tracing?.shutdown();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'close failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`upstream listening on http://${config.host}:${config.port}`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}
