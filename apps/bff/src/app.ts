import type { Tracer } from '@opentelemetry/api';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Dispatcher } from 'undici';
import { z } from 'zod';
import { DEFAULT_MONITORING_API_KEY } from '@shop/contracts/monitoring.ts';
import { clientErrorHandler, frameworkErrorHandler } from './http/client-errors.ts';
import { closeConnectionsWhenDraining } from './http/draining.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { formsPlugin } from './http/forms.ts';
import { requestLoggerFactory } from './http/logging.ts';
import { notFoundHandler } from './http/not-found-handler.ts';
import { SSR_BUDGET_MS, type PageRenderer } from './http/page-rendering.ts';
import type { TrustProxy } from './config.ts';
import { serverLimits, serverOptionsOf, type ServerLimits } from './http/server-limits.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { docsPlugin } from './plugins/docs.ts';
import { observabilityPlugin } from './plugins/observability.ts';
import { requestIdOf, securityPlugin } from './plugins/security.ts';
import { webAppPlugin, webRelease } from './plugins/web-app.ts';
import { accountRoutesPlugin } from './routes/account.ts';
import type { SignInDelays } from './routes/sign-in-throttle.ts';
import { cartRoutesPlugin } from './routes/cart.ts';
import { catalogueRoutesPlugin } from './routes/catalogue.ts';
import { imageRoutesPlugin } from './routes/images.ts';
import { monitoringRoutesPlugin } from './routes/monitoring.ts';
import { checkoutRoutesPlugin } from './routes/checkout.ts';
import { pageRoutesPlugin } from './routes/page.ts';
import { placesRoutesPlugin } from './routes/places.ts';
import { productRoutesPlugin } from './routes/product.ts';
import { systemRoutesPlugin } from './routes/system.ts';
import { userRoutesPlugin } from './routes/user.ts';
import { vitalsRoutesPlugin } from './routes/vitals.ts';
import { browserErrorsRoutesPlugin } from './routes/browser-errors.ts';
import { widgetRoutesPlugin } from './routes/widgets.ts';
import type { GuestPageTimes } from './shared-state/guest-pages.ts';
import { sharedStatePlugin } from './shared-state/plugin.ts';
import { sitemapRoutesPlugin, type SitemapOptions } from './sitemap/plugin.ts';
import { traceRequests } from './tracing/request-spans.ts';
import { upstreamPlugin } from './upstream-client/client.ts';

export interface AppOptions {
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  webDist: string;
  mapTileUrl: string;
  exposeErrorTrace?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The sales monitoring display's key; the demo's default when not given. */
  monitoringApiKey?: string;
  /** Tests pass an undici MockAgent here. */
  dispatcher?: Dispatcher;
  /** Several instances share rate limits, the shared cache and order replays through this Redis. */
  redisUrl?: string | undefined;
  /** TTL of replies that are the same for every shopper; 0 turns the shared cache off. */
  sharedCacheTtlMs?: number;
  /**
   * Pages rendered for guest requests (no session) cached and shared (PAGE_CACHE_*): fresh, then stale while
   * revalidated, then stale while the upstream fails; not cached when absent. `maxChars` bounds the
   * in-process copy; tests pass their own clock as `now`.
   */
  pageCache?: (GuestPageTimes & { maxChars: number; now?: () => number }) | undefined;
  /** When set, GET /api/metrics wants this bearer token. */
  metricsToken?: string | undefined;
  /** Without a token GET /api/metrics is refused to everyone (outside the demo); open when not given. */
  metricsTokenRequired?: boolean;
  /** Fastify's trustProxy (TRUST_PROXY): decides request.protocol, hence HSTS and Secure cookies. */
  trustProxy?: TrustProxy;
  /** Renders page addresses on the server (the web app's server bundle); the bare shell without one. */
  pageRenderer?: PageRenderer | null;
  /** How long the upstream may give no page data before a page out of its budget says the shop is unavailable (tests shorten it). */
  upstreamSilenceMs?: number;
  /** Client time limits; derived from the upstream timeout when not given (tests shorten them). */
  serverLimits?: ServerLimits;
  /** The shop's public origin (PUBLIC_URL): where a social sign-in comes back to, whatever Host a request names. */
  publicUrl?: string | undefined;
  /** The per-account slowdown after many wrong passwords or codes (routes/sign-in-throttle.ts); tests shorten it. */
  signInDelays?: SignInDelays;
  /** Whether web vitals beacons are recorded in the metrics (WEB_VITALS); true when not given. */
  webVitals?: boolean;
  /** Whether browser error beacons are counted and logged (BROWSER_ERRORS); true when not given. */
  browserErrors?: boolean;
  /** The web build's release, which browser error beacons are labelled by; read from webDist when not given. */
  webRelease?: string | undefined;
  /**
   * When the sitemap is built again (SITEMAP_REBUILD_S) and first (SITEMAP_FIRST_BUILD_S). Not
   * given: every DEFAULT_SITEMAP_REBUILD_MS, the first build on the first request for it.
   */
  sitemap?: Pick<SitemapOptions, 'rebuildMs' | 'firstBuildDelayMs' | 'build'>;
  /** A span for every request, when tracing is on (tracing/start.ts). */
  tracer?: Tracer | undefined;
}

export const DEFAULT_SITEMAP_REBUILD_MS = 6 * 3_600_000;

export const DEFAULT_SHARED_CACHE_TTL_MS = 30_000;

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Plain JSON: replies were checked against their contract once, in the route. */
const serializeJson = () => (data: unknown) => JSON.stringify(data);

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Field schemas carry their own Russian texts; this covers zod's generic ones (a missing body).
  z.config(z.locales.ru());

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true },
    // Two log lines per request cost more than the proxying; the observability plugin logs one when it matters.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestLoggerFactory,
    trustProxy: options.trustProxy ?? false,
    ...serverOptionsOf(options.serverLimits ?? serverLimits(options.upstreamTimeoutMs)),
    // On close, idle keep-alive sockets are closed at once, so a load balancer sends its next
    // request elsewhere; a request that still arrives on a busy one is served (with
    // `connection: close`) rather than refused with a bare 503 the balancer would not retry.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  if (options.tracer) traceRequests(app, options.tracer);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeJson);
  app.setErrorHandler(createErrorHandler({ exposeErrorTrace: options.exposeErrorTrace ?? false }));
  app.setNotFoundHandler(notFoundHandler);
  closeConnectionsWhenDraining(app);

  await app.register(observabilityPlugin, {
    metricsToken: options.metricsToken,
    metricsTokenRequired: options.metricsTokenRequired ?? false,
  });
  await app.register(securityPlugin, { mapTileUrl: options.mapTileUrl });
  await app.register(sharedStatePlugin, {
    redisUrl: options.redisUrl,
    sharedCacheTtlMs: options.sharedCacheTtlMs ?? DEFAULT_SHARED_CACHE_TTL_MS,
    upstreamTimeoutMs: options.upstreamTimeoutMs,
    guestPages: options.pageCache ? { ...options.pageCache, ssrBudgetMs: SSR_BUDGET_MS } : undefined,
  });
  await app.register(compressionPlugin);
  await app.register(formsPlugin);
  await app.register(docsPlugin);
  await app.register(upstreamPlugin, {
    url: options.upstreamUrl,
    timeoutMs: options.upstreamTimeoutMs,
    ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
  });

  await app.register(systemRoutesPlugin);
  await app.register(pageRoutesPlugin);
  await app.register(cartRoutesPlugin);
  await app.register(userRoutesPlugin);
  await app.register(imageRoutesPlugin);
  await app.register(accountRoutesPlugin, {
    publicUrl: options.publicUrl,
    ...(options.signInDelays ? { signInDelays: options.signInDelays } : {}),
  });
  await app.register(placesRoutesPlugin);
  await app.register(catalogueRoutesPlugin);
  await app.register(productRoutesPlugin);
  await app.register(widgetRoutesPlugin);
  await app.register(checkoutRoutesPlugin);
  await app.register(monitoringRoutesPlugin, { apiKey: options.monitoringApiKey ?? DEFAULT_MONITORING_API_KEY });
  await app.register(vitalsRoutesPlugin, { record: options.webVitals ?? true });
  await app.register(browserErrorsRoutesPlugin, {
    record: options.browserErrors ?? true,
    release: options.webRelease ?? webRelease(options.webDist),
  });
  await app.register(sitemapRoutesPlugin, {
    publicUrl: options.publicUrl,
    rebuildMs: DEFAULT_SITEMAP_REBUILD_MS,
    ...options.sitemap,
  });
  await app.register(webAppPlugin, {
    webDist: options.webDist,
    pageRenderer: options.pageRenderer,
    upstreamSilenceMs: options.upstreamSilenceMs,
    publicUrl: options.publicUrl,
  });

  return app;
}
