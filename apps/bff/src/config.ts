import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_MONITORING_API_KEY } from '@shop/contracts/monitoring.ts';

/** ARCHITECTURE.md "Normalisation": an upstream call may take 60 s. */
const REQUEST_TIMEOUT_MS = 60_000;

/** Where `pnpm start` was typed: data stays in the repo root's ./.data, not in apps/bff. */
const invocationDir = () => process.env.INIT_CWD ?? process.cwd();
const repoWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const port = z.coerce.number().int().min(0).max(65_535);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  UPSTREAM_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  UPSTREAM_PORT: port.default(4010),
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_DIST: z.string().min(1).default(repoWebDist),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(REQUEST_TIMEOUT_MS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MONITORING_API_KEY: optionalText,
  TRUST_PROXY: optionalText,
  DEMO_ASSORTMENTS: optionalText,
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  SHARED_CACHE_TTL_MS: z.coerce.number().int().nonnegative().default(30_000),
  PAGE_CACHE_FRESH_S: z.coerce.number().int().min(0).max(3_600).default(5),
  PAGE_CACHE_STALE_WHILE_REVALIDATE_S: z.coerce.number().int().min(0).max(86_400).default(25),
  PAGE_CACHE_STALE_IF_ERROR_S: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .default(3_600),
  PAGE_CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(4_096).default(64),
  METRICS_TOKEN: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'PUBLIC_URL is the shop’s address, http(s)://host' }).optional()),
  WEB_VITALS: z.enum(['on', 'off'], { error: 'WEB_VITALS is on or off' }).default('on'),
  SHUTDOWN_DRAIN_MS: z.coerce.number({ error: 'SHUTDOWN_DRAIN_MS is milliseconds, 0 to 30000' }).int().min(0).max(30_000).default(3_000),
  BROWSER_ERRORS: z.enum(['on', 'off'], { error: 'BROWSER_ERRORS is on or off' }).default('on'),
  SITEMAP_REBUILD_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(6 * 3_600),
  SITEMAP_FIRST_BUILD_S: z.union([z.literal('off'), z.coerce.number().int().min(0).max(86_400)]).default(10),
  // Stack traces reach a reply only when a developer asks for them explicitly.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy; 'true' trusts any; a number trusts that many hops;
 * otherwise a comma-separated list of addresses or CIDR ranges ('127.0.0.1,10.0.0.0/8').
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const MONITORING_KEY_REQUIRED =
  'MONITORING_API_KEY must be set when UPSTREAM_URL is: the sales monitoring display is refused to anyone without that key, and the demo key is public.';

export type Config = {
  port: number;
  host: string;
  /** Set when the shop's real backend is used; otherwise the demo upstream is started. */
  upstreamUrl: string | undefined;
  upstreamPort: number;
  dataDir: string;
  webDist: string;
  upstreamTimeoutMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  mapTileUrl: string;
  /** The sales monitoring display's key, checked here and by the demo upstream. */
  monitoringApiKey: string;
  /** Fastify's trustProxy: whose X-Forwarded-* headers tell the shopper's address and protocol. */
  trustProxy: TrustProxy;
  demoAssortments: string | undefined;
  exposeErrorTrace: boolean;
  /** Shared state of several instances (rate limits, cache, order replays); in process when unset. */
  redisUrl: string | undefined;
  sharedCacheTtlMs: number;
  /** Guest pages rendered on the server, cached and shared; undefined when PAGE_CACHE_FRESH_S is 0. */
  pageCache: { freshMs: number; staleWhileRevalidateMs: number; staleIfErrorMs: number; maxChars: number } | undefined;
  metricsToken: string | undefined;
  /**
   * Outside the demo the metrics are closed unless METRICS_TOKEN is set: they tell the shop's
   * traffic and failures to whoever asks.
   */
  metricsTokenRequired: boolean;
  /** Whether web vitals beacons from shoppers' browsers are recorded in the metrics. */
  webVitals: boolean;
  /**
   * How long an instance told to stop still serves, every reply saying `connection: close`, before
   * it stops accepting: a load balancer's idle keep-alive connections to it end meanwhile, so none is
   * closed under a request it is sending (which it would not pass on when it is a POST).
   */
  shutdownDrainMs: number;
  /** Whether errors from shoppers' browsers are counted and logged. */
  browserErrors: boolean;
  /** The shop's public origin, as shoppers reach it (PUBLIC_URL); a social sign-in comes back there. */
  publicUrl: string | undefined;
  /** How often the sitemap is built again, and how long after the start first (undefined: on the first request for it). */
  sitemap: { rebuildMs: number; firstBuildDelayMs: number | undefined };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  // The demo's key is written in the repository: outside the demo it would open the sales data.
  if (values.UPSTREAM_URL && !values.MONITORING_API_KEY) throw new Error(MONITORING_KEY_REQUIRED);
  return {
    port: values.PORT,
    host: values.HOST,
    upstreamUrl: values.UPSTREAM_URL?.replace(/\/+$/, ''),
    upstreamPort: values.UPSTREAM_PORT,
    dataDir: path.resolve(invocationDir(), values.DATA_DIR),
    webDist: path.resolve(invocationDir(), values.WEB_DIST),
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    logLevel: values.LOG_LEVEL,
    mapTileUrl: values.MAP_TILE_URL,
    monitoringApiKey: values.MONITORING_API_KEY ?? DEFAULT_MONITORING_API_KEY,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    demoAssortments: values.DEMO_ASSORTMENTS,
    exposeErrorTrace: values.NODE_ENV === 'development',
    redisUrl: values.REDIS_URL,
    sharedCacheTtlMs: values.SHARED_CACHE_TTL_MS,
    pageCache:
      values.PAGE_CACHE_FRESH_S === 0
        ? undefined
        : {
            freshMs: values.PAGE_CACHE_FRESH_S * 1000,
            staleWhileRevalidateMs: values.PAGE_CACHE_STALE_WHILE_REVALIDATE_S * 1000,
            staleIfErrorMs: values.PAGE_CACHE_STALE_IF_ERROR_S * 1000,
            // A page with Russian text is held as a two-byte string.
            maxChars: (values.PAGE_CACHE_MEMORY_MB * 1024 * 1024) / 2,
          },
    metricsToken: values.METRICS_TOKEN,
    metricsTokenRequired: values.UPSTREAM_URL !== undefined,
    webVitals: values.WEB_VITALS === 'on',
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
    browserErrors: values.BROWSER_ERRORS === 'on',
    publicUrl: values.PUBLIC_URL === undefined ? undefined : new URL(values.PUBLIC_URL).origin,
    sitemap: {
      rebuildMs: values.SITEMAP_REBUILD_S * 1000,
      firstBuildDelayMs: values.SITEMAP_FIRST_BUILD_S === 'off' ? undefined : values.SITEMAP_FIRST_BUILD_S * 1000,
    },
  };
}
