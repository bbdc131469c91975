/** An order's requests: orders.ts re-exports these beside its schemas. */

/** Header of POST /api/orders: one order per key, however often the shopper presses the button. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The shopper's own comment on an order of the history. */
export const HISTORY_COMMENT_MAX = 1000;
