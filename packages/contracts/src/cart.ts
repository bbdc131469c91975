import { z } from 'zod';
import { defineRoutes, routeTable } from './browser/route.ts';
import { idSchema, moneySchema, phoneSchema, quantitySchema } from './fields.ts';
import { deliveryTypeSchema } from './enums.ts';
import { IDEMPOTENCY_KEY_HEADER } from './browser/orders.ts';

/** cart-and-ordering.md §3 "Cart position": quantity step is mult / coef. */
export const multismSchema = z.object({
  id: z.number().int(),
  mult: z.number().positive(),
  coef: z.number().positive(),
  fname: z.string(),
  unit: z.string(),
});
export type Multism = z.infer<typeof multismSchema>;

export const cartTotalSchema = z.object({
  total: moneySchema,
  totalWithoutShipment: moneySchema,
  totalWithShipment: moneySchema,
  items: z.number().nonnegative(),
  positions: z.number().int().nonnegative(),
  productWord: z.string(),
  mass: z.number().nonnegative(),
  amountDiscount: moneySchema,
  shipmentPrice: moneySchema,
  priceLabel: z.object({ text: z.string(), price: moneySchema }).nullable(),
  nds: z.object({ percent: z.number().nonnegative(), withoutShipment: moneySchema }),
  express: z.object({ enabled: z.boolean() }),
  isProfPrice: z.boolean(),
  deliveryToDoor: z.boolean(),
  empty: z.boolean(),
  deliveryType: deliveryTypeSchema,
  paymentType: z.number().int().nullable(),
});
export type CartTotal = z.infer<typeof cartTotalSchema>;

export const cartProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  MainImage: z.string(),
  price: moneySchema,
  subtotal: moneySchema,
  quantity: z.number().nonnegative(),
  assortment: z.object({
    id: z.number().int(),
    product_id: z.number().int(),
    url: z.string(),
    assval1: z.string(),
    assval3: z.string(),
    name: z.string(),
  }),
  discount: z
    .object({
      discount: z.number().nonnegative(),
      maxPrice: moneySchema,
      maxSubtotal: moneySchema,
      maxDiscount: moneySchema,
    })
    .nullable(),
  multism: multismSchema,
  multisms: z.array(multismSchema),
  showIsmSelect: z.boolean(),
  color: z.object({ id: z.number().int(), code: z.string(), url: z.string() }).nullable(),
  isFavorite: z.boolean(),
  isNotAvailable: z.boolean(),
  urlAnalogs: z.string().nullable(),
  delivery: z.string(),
  express: z.boolean(),
  qrCode: z.string().nullable(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const paymentOptionSchema = z.object({
  type: z.number().int(),
  label: z.string(),
  text: z.string().optional(),
  icon: z.enum(['legal', 'card', 'sbp', 'wallet']).optional(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const cartPageDataSchema = z.object({
  total: cartTotalSchema,
  paymentMethods: z.array(paymentOptionSchema),
  products: z.array(cartProductSchema),
  empty: z.boolean(),
  confirmTitle: z.string(),
  confirmUpperMsg: z.string(),
});
export type CartPageData = z.infer<typeof cartPageDataSchema>;

export { positionKey } from './browser/cart.ts';

export const cartSchema = z.object({
  countpos: z.number().int().nonnegative(),
  positionsIds: z.array(z.string()),
  cartPageData: cartPageDataSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const cartPositionSchema = z.object({
  assortmentId: z.number().int(),
  quantity: z.number().nonnegative(),
  colorId: z.number().int().nullable(),
  multism: multismSchema,
});
export type CartPosition = z.infer<typeof cartPositionSchema>;

const colorIdSchema = idSchema.optional();

export const addToCartReplySchema = z.object({
  total: cartTotalSchema,
  data: cartPositionSchema,
  positionsIds: z.array(z.string()),
  countpos: z.number().int().nonnegative(),
});
export const updateCartReplySchema = z.object({
  total: cartTotalSchema,
  data: cartPositionSchema,
  /** Only the changed line (the legacy update is called with onlyOne=true). */
  products: z.array(cartProductSchema),
  positionsIds: z.array(z.string()),
  countpos: z.number().int().nonnegative(),
});
export const removeFromCartReplySchema = z.object({
  total: cartTotalSchema,
  removedId: z.number().int(),
  positionsIds: z.array(z.string()),
  countpos: z.number().int().nonnegative(),
});
export const clearCartReplySchema = z.object({ countpos: z.literal(0) });
/** The legacy one-click reply: the order code alone (cart-and-ordering.md §7). */
export const oneClickOrderReplySchema = z.object({ orderCode: z.string() });
/**
 * The BFF's one-click reply: the shopper knows an order by its invoice number ('ИМ-…'), which the BFF
 * reads from the order's page data (§3). Null when that read fails: the order is placed all the same.
 */
export const placedOneClickOrderSchema = oneClickOrderReplySchema.extend({ invoiceNumber: z.string().nullable() });

/**
 * A change made offline is sent with the key it was given when the shopper made it: a repeat of
 * the key (the page was closed before the reply came) is answered with the first reply.
 * Loose: the other request headers (cookie, site-version) pass through untouched.
 */
const cartChangeHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z.uuid({ error: 'Заголовок idempotency-key должен быть UUID' }).optional(),
});

export const cartRoutes = defineRoutes(routeTable.cart, 'cart', {
  getCart: {
    summary: 'The shopper’s cart: positions, products and totals',
    reply: cartSchema,
  },
  addItem: {
    summary: 'Add a quantity of an assortment (and colour) to the cart; a repeated idempotency-key adds once',
    headers: cartChangeHeaders,
    body: z.object({
      assortmentId: idSchema,
      quantity: quantitySchema.default(1),
      colorId: colorIdSchema,
    }),
    reply: addToCartReplySchema,
  },
  updateItem: {
    summary: 'Set the quantity (and unit) of one cart line; a repeated idempotency-key answers the first reply',
    headers: cartChangeHeaders,
    params: z.object({ assortmentId: idSchema }),
    body: z.object({
      quantity: quantitySchema,
      multism: idSchema,
      colorId: colorIdSchema,
    }),
    reply: updateCartReplySchema,
    failures: [404],
  },
  removeItem: {
    summary: 'Remove one cart line; a repeated idempotency-key answers the first reply',
    headers: cartChangeHeaders,
    params: z.object({ assortmentId: idSchema }),
    query: z.object({ colorId: colorIdSchema }),
    reply: removeFromCartReplySchema,
    failures: [404],
  },
  clear: {
    summary: 'Empty the cart',
    reply: clearCartReplySchema,
  },
  oneClickOrder: {
    summary: 'Order the whole cart by phone in one click',
    body: z.object({ phone: phoneSchema }),
    reply: placedOneClickOrderSchema,
  },
});
