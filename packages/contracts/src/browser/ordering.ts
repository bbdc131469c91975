/** A cart line, the choices of delivery, payment and buyer, and an order's requests. */

/** A cart line is one assortment in one colour. */
export const positionKey = (assortmentId: number, colorId?: number | null) =>
  colorId ? `${assortmentId}:${colorId}` : String(assortmentId);

/** Quantities a line accepts (cart-and-ordering.md §9), compared at four decimals. */
export const QUANTITY_MIN = 0.01;
export const QUANTITY_MAX = 9999;
export const QUANTITY_DECIMALS = 4;

/** cart-and-ordering.md §9: 0 courier, 3 pickup. */
export const DeliveryType = { courier: 0, pickup: 3 } as const;
/** cart-and-ordering.md §3 "Payment option": 1 online card, 4 invoice, 6 pay and send on desktop. */
export const PaymentType = { card: 1, invoice: 4, payAndSend: 6 } as const;
/** cart-and-ordering.md §3: personType 0 individual, non-zero legal entity or sole trader. */
export const PersonType = { individual: 0, legal: 1 } as const;

/** Header of POST /api/orders: one order per key, however often the shopper presses the button. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The shopper's own comment on an order of the history. */
export const HISTORY_COMMENT_MAX = 1000;
