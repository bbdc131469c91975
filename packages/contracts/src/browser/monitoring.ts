/**
 * The sales monitoring display's constants (product-widgets-monitoring.md §9); monitoring.ts
 * re-exports them beside its schemas.
 */

/** The key of a fresh installation; set MONITORING_API_KEY in production. */
export const DEFAULT_MONITORING_API_KEY = 'demo-monitoring-key';
export const MONITORING_POLL_MS = 1_500;
export const MONITORING_ORDERS_VIEW_MS = 5_000;
export const MONITORING_BOARD_ROWS = 5;
export const MONITORING_KEY_REFUSED = 'Неверный ключ мониторинга';
