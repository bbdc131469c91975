import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_MONITORING_API_KEY } from '@shop/contracts/monitoring.ts';
import { DEFAULT_SHOP_ORIGIN } from './checkout/routes.ts';

const envSchema = z.object({
  UPSTREAM_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DEMO_ASSORTMENTS: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  DEMO_SEED: z.coerce.number().int().default(20261122),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MONITORING_API_KEY: z.string().min(1).default(DEFAULT_MONITORING_API_KEY),
  SHOP_ORIGIN: z.url({ protocol: /^https?$/ }).default(DEFAULT_SHOP_ORIGIN),
  PAYMENT_PAGE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DEMO_ORDER_REPLY_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  assortments: number;
  seed: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  monitoringApiKey: string;
  shopOrigin: string;
  paymentPageUrl: string;
  /** Tests only: how long the first reply to each order's idempotency key is held (checkout/order-reply-hold.ts). */
  orderReplyDelayMs: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const value = parsed.data;
  return {
    port: value.UPSTREAM_PORT,
    host: value.HOST,
    dataDir: resolve(process.cwd(), value.DATA_DIR),
    assortments: value.DEMO_ASSORTMENTS,
    seed: value.DEMO_SEED,
    logLevel: value.LOG_LEVEL,
    monitoringApiKey: value.MONITORING_API_KEY,
    shopOrigin: value.SHOP_ORIGIN,
    // The demo payment page is this server: the shopper's browser reaches it on its own port.
    paymentPageUrl: value.PAYMENT_PAGE_URL ?? `http://${value.HOST}:${value.UPSTREAM_PORT}`,
    orderReplyDelayMs: value.DEMO_ORDER_REPLY_DELAY_MS,
  };
}
