import { z } from 'zod';
import { MONITORING_KEY_REFUSED } from './browser/monitoring.ts';
import { defineRoutes, routeTable } from './browser/route.ts';

/**
 * The sales monitoring display (product-widgets-monitoring.md §2 "Sales monitoring page", §3
 * "Monitoring dataset"). The display presents its api key in the query string; a missing or
 * wrong key is a 401 with no data (ARCHITECTURE.md "Decisions the specification leaves open").
 */

export {
  DEFAULT_MONITORING_API_KEY,
  MONITORING_BOARD_ROWS,
  MONITORING_KEY_REFUSED,
  MONITORING_ORDERS_VIEW_MS,
  MONITORING_POLL_MS,
} from './browser/monitoring.ts';
/** Orders view: an employee's picture and one line about an order they handle. */
export const monitoringOrderValueSchema = z.object({
  img: z.string(),
  param1: z.string(),
  name: z.string(),
});

/** Sales table: ВАЛ, КПД, СДКЗ, a picture, and a bar of score / scaleRangeMax. */
export const monitoringSalesValueSchema = z.object({
  img: z.string(),
  /** ВАЛ: sales of the period, roubles. */
  param1: z.string(),
  /** КПД: share of the plan, percent. */
  param2: z.string(),
  /** СДКЗ: closed deals (orders) of the period. */
  param3: z.string(),
  score: z.number().nonnegative(),
  name: z.string(),
});

export const salesDatasetSchema = z.object({
  orders_values: z.array(monitoringOrderValueSchema),
  sales_values: z.array(monitoringSalesValueSchema),
  scaleRangeMax: z.number().positive(),
});
export type SalesDataset = z.infer<typeof salesDatasetSchema>;

export const salesUpdatesSchema = z.object({
  /** A new order arrived since the dataset was last read: read it again. */
  updated: z.boolean(),
});
export type SalesUpdates = z.infer<typeof salesUpdatesSchema>;

const keyQuery = z.object({ key: z.string({ error: 'Ключ мониторинга должен быть строкой' }).max(256, MONITORING_KEY_REFUSED).optional() });

const MONITORING_KEY_RULES =
  "The key (MONITORING_API_KEY) comes as `?key=` or in the `x-api-key` header. A missing or wrong key is 401 'Неверный ключ мониторинга' without the upstream, answered in the same time whatever the key; past the limit of wrong keys from one client address every request of that client, the right key included, is 429 until the window ends. The right key is never counted. Employee pictures are `/img/e/{id}.svg`, through `/api/img/*`";

export const monitoringRoutes = defineRoutes(routeTable.monitoring, 'monitoring', {
  getSales: {
    summary: 'The sales board: recent orders and the employees ranked by sales',
    description: MONITORING_KEY_RULES,
    query: keyQuery,
    reply: salesDatasetSchema,
    failures: [401],
  },
  getUpdates: {
    summary: 'Whether the sales board should be read again (polled every 1.5 s)',
    description: MONITORING_KEY_RULES,
    query: keyQuery,
    reply: salesUpdatesSchema,
    failures: [401],
  },
});
