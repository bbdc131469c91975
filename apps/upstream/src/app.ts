import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { Tracer } from '@opentelemetry/api';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { openDatabase } from './db/database.ts';
import { createStore } from './db/store.ts';
import { BAD_REQUEST } from './http/input.ts';
import { failBody } from './http/reply-shapes.ts';
import { registerSessions } from './http/session.ts';
import { registerAccountRoutes } from './account/routes.ts';
import { registerCartRoutes } from './cart/routes.ts';
import { registerCatalogueListingRoutes } from './listing/routes.ts';
import { registerHealthRoutes } from './http/health.ts';
import { registerImageRoutes } from './images/routes.ts';
import { registerMonitoringRoutes } from './monitoring/routes.ts';
import { holdFirstOrderReplies } from './checkout/order-reply-hold.ts';
import { registerCheckoutRoutes } from './checkout/routes.ts';
import { registerPageRoutes } from './pages/routes.ts';
import { registerPlacesRoutes } from './places/routes.ts';
import { registerProductRoutes } from './product/routes.ts';
import { registerUserPrefsRoutes } from './account/user-prefs-routes.ts';
import { registerWidgetRoutes } from './widgets/routes.ts';
import { traceQueries } from './tracing/query-spans.ts';
import { traceRequests } from './tracing/request-spans.ts';
import { ensureAccount, ensureStaff } from './account/seed.ts';
import { ensureContentPages } from './pages/seed.ts';
import { ensureCatalogueListing } from './listing/seed.ts';
import { ensureCatalogue } from './catalogue/seed.ts';
import { ensureMonitoring } from './monitoring/seed.ts';
import { ensureCheckout } from './checkout/seed.ts';
import { ensureProduct } from './product/seed.ts';
import { ensureWidgets } from './widgets/seed.ts';

export interface AppOptions {
  dataDir: string;
  assortments: number;
  seed: number;
  logger?: FastifyServerOptions['logger'];
  /**
   * Fastify's two lines per request (received, completed); off unless asked for. Started by the
   * BFF, every line is read and logged again in the BFF's process: at info that was a quarter of
   * the BFF's work per proxied call.
   */
  logEachRequest?: boolean;
  /** Checkout: where the shop runs and where the demo payment page is reached. */
  shopOrigin?: string;
  paymentPageUrl?: string;
  monitoringApiKey?: string;
  /** A span for every request and every query it runs, when tracing is on (tracing/start.ts). */
  tracer?: Tracer | undefined;
  /** Tests only: the first reply to each order's idempotency key is held this long. */
  orderReplyDelayMs?: number;
}

/** Each domain's demo data, generated on the first start in the order they build on each other. */
const DEMO_DATA = [ensureCatalogue, ensureCatalogueListing, ensureCheckout, ensureMonitoring, ensureAccount, ensureProduct, ensureWidgets];

const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
const GUEST_SESSION_TTL_MS = 90 * 24 * 3600_000;

/** The demo upstream as a Fastify instance over its database, generated on first use. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.logEachRequest }),
    // The BFF's request id follows the call into these logs; without a sane one, a fresh id.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
  });

  if (options.tracer) traceRequests(app, options.tracer);

  const db = openDatabase(options.dataDir, (message) => app.log.info(message));
  if (options.tracer) traceQueries(db, options.tracer);
  app.addHook('onClose', async () => {
    db.close();
  });
  try {
    const log = (message: string) => app.log.info(message);
    for (const ensure of DEMO_DATA) ensure(db, { assortments: options.assortments, seed: options.seed }, log);
    ensureStaff(db, log);
    ensureContentPages(db, log);
  } catch (error) {
    db.close();
    throw error;
  }
  const store = createStore(db);
  const pruned = store.sessions.pruneGuests(new Date(Date.now() - GUEST_SESSION_TTL_MS));
  if (pruned > 0) app.log.info(`removed ${pruned} idle guest sessions`);

  await app.register(cookie);

  // Legacy clients send the JSON content type on bodiless PUTs and DELETEs; read those as no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Тело запроса не является JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ err: error }, 'rejected request');
      const shape = request.routeOptions.config.shape ?? 'status';
      return reply.code(statusCode).send(failBody(shape, { error: BAD_REQUEST }));
    }
    request.log.error({ err: error }, 'request failed');
    // A page fetch that fails names the error page's route type, as the legacy site does.
    const pageFetch = request.method === 'GET' && request.routeOptions.url === '/*';
    return reply
      .code(500)
      .send(
        failBody(
          'status',
          { error: 'Внутренняя ошибка сервера', errorTrace: `Код запроса: ${request.id}` },
          pageFetch ? { route: 'exception' } : {},
        ),
      );
  });

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(failBody('status', { error: 'Адрес не найден' })));

  registerSessions(app, store);
  registerHealthRoutes(app, store);
  registerImageRoutes(app, store);
  registerCartRoutes(app, store);
  registerUserPrefsRoutes(app, store);
  registerCheckoutRoutes(app, store, { shopOrigin: options.shopOrigin, paymentPageUrl: options.paymentPageUrl });
  if (options.orderReplyDelayMs) holdFirstOrderReplies(app, options.orderReplyDelayMs);
  registerMonitoringRoutes(app, store, { apiKey: options.monitoringApiKey });
  registerAccountRoutes(app, store, { shopOrigin: options.shopOrigin });
  registerPlacesRoutes(app, store);
  registerCatalogueListingRoutes(app, store);
  registerProductRoutes(app, store, { shopOrigin: options.shopOrigin });
  registerWidgetRoutes(app, store);
  registerPageRoutes(app, store);

  return app;
}
