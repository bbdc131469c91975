import type { Address, SaveAddressInput } from '@shop/contracts/account.ts';
import { ORDER_NOT_FOUND } from '@shop/contracts/orders.ts';
import type { OrderingDataInput, CheckoutPage, CheckoutUpdateReply } from '@shop/contracts/checkout.ts';
import type { ConfirmationPage, OrderHistoryItem, OrderPageData, OrderSendReply } from '@shop/contracts/orders.ts';
import type { DeliveryChoice } from '@shop/contracts/rules/cart-totals.ts';
import { confirmationPage as confirmationOf, orderPageData } from '@shop/contracts/rules/order-page.ts';
import {
  CARD_PAYMENT_TYPES,
  CHECKOUT_TEXT,
  mergeCheckoutInput,
  missingCheckoutFields,
  orderAddressText,
  resolveOrderingData,
  EMPTY_ORDERING_DATA,
} from '@shop/contracts/rules/ordering-data.ts';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import { DeliveryType } from '@shop/contracts/browser/checkout.ts';
import type { StoredOrderingData } from '@shop/contracts/rules/ordering-data.ts';
import { PAST_ORDER_CODE, checkoutPageOf, checkoutUpdateReplyOf, historyItem, mockOrder, pastOrder } from './fixtures/checkout.ts';
import type { MockOrder } from './fixtures/checkout.ts';
import { citiesFixture, pickupPointsFixture, savedAddressOf } from './fixtures/places.ts';
import { findItem } from './fixtures/goods.ts';
import { cart, cartLines, currentUser, productOf, removeItem, totalsLines } from './state.ts';

/**
 * The mock shop's checkout, in memory like the cart: the ordering data, the saved addresses and
 * the orders placed, made consistent by the shop's own rules (@shop/contracts/rules), so that a
 * checkout can be completed in mock mode and its order opened.
 */

let draft: StoredOrderingData = { ...EMPTY_ORDERING_DATA };
let addresses: Address[] = [];
let orders: MockOrder[] = [];

export function resetCheckoutState(): void {
  draft = { ...EMPTY_ORDERING_DATA };
  addresses = [];
  orders = [pastOrder()];
}
resetCheckoutState();

export { PAST_ORDER_CODE };

const lookups = {
  address: (id: number) => addresses.find((entry) => entry.id === id),
  point: (id: number) => pickupPointsFixture.find((point) => point.id === id),
  cityExists: (id: number) => citiesFixture.some((city) => city.id === id),
};

const resolve = (data: StoredOrderingData, changes: OrderingDataInput = {}) =>
  resolveOrderingData(data, { lookups, lines: totalsLines(), now: new Date(), changes });

/** The stored data, which was resolved when it was stored (a removed address is forgotten at once). */
function current() {
  const resolved = resolve(draft);
  if (!resolved.ok) throw new Error(resolved.error);
  return resolved.value;
}

/** The delivery and payment the shopper chose at checkout; the cart's totals follow it. */
export const deliveryChoice = (): DeliveryChoice => current().data;

export function checkoutPage(): CheckoutPage {
  const resolved = current();
  return checkoutPageOf(resolved, addresses, cart(resolved.data), resolved.data.cityId ?? currentUser().cityData.cityId);
}

export function updateOrderingData(input: OrderingDataInput): Outcome<{ reply: CheckoutUpdateReply; notices: string[] }> {
  const resolved = resolve(mergeCheckoutInput(draft, input), input);
  if (!resolved.ok) return resolved;
  draft = resolved.value.data;
  return done({ reply: checkoutUpdateReplyOf(resolved.value, addresses), notices: resolved.value.notices });
}

/** Places the order of the available lines; a refusal (empty cart, missing fields) changes nothing. */
export function sendOrder(input: OrderingDataInput): Outcome<OrderSendReply> {
  const resolved = resolve(mergeCheckoutInput(draft, input), input);
  if (!resolved.ok) return resolved;
  const lines = cartLines().filter((line) => !findItem(line.assortmentId)?.isNotAvailable);
  if (lines.length === 0) return refuse(409, cartLines().length === 0 ? CHECKOUT_TEXT.emptyCart : CHECKOUT_TEXT.nothingToOrder);
  const missing = missingCheckoutFields(resolved.value);
  if (missing.length > 0) return refuse(409, missing[0] ?? '', { messages: missing });
  const { data } = resolved.value;
  const order = mockOrder(orders.length + 1, lines.map(productOf), resolved.value.total, {
    data,
    address: orderAddressText(resolved.value),
  });
  orders.push(order);
  draft = data;
  for (const line of lines) removeItem(line.assortmentId, line.colorId);
  return done({
    orderCode: order.orderCode,
    invoiceNumber: order.invoiceNumber,
    isCardProviderPay: data.paymentType !== null && CARD_PAYMENT_TYPES.has(data.paymentType),
    resetCart: cartLines().length === 0,
  });
}

const byCode = (code: string) => orders.find((order) => order.orderCode === code);

/** Mock mode has no payment page: asking for one pays the order, and the link leads back to the order's page. */
export function payByCard(which: (order: MockOrder) => boolean): Outcome<string> {
  const order = orders.find(which);
  if (!order) return refuse(404, ORDER_NOT_FOUND);
  if (order.paid) return refuse(409, 'Заказ уже оплачен');
  order.paid = true;
  return done(`/o/${order.orderCode}/`);
}

export function orderPage(code: string): Outcome<OrderPageData> {
  const order = byCode(code);
  return order ? done(orderPageData(order)) : refuse(404, ORDER_NOT_FOUND);
}

export const history = () => ({ orders: [...orders].reverse().map(historyItem) });

/** False when the history has no such order. */
export function removeFromHistory(id: number): boolean {
  const found = orders.some((order) => order.id === id);
  orders = orders.filter((order) => order.id !== id);
  return found;
}

export function changeComment(id: number, comment: string): OrderHistoryItem | undefined {
  const order = orders.find((entry) => entry.id === id);
  if (order) order.comment = comment;
  return order && historyItem(order);
}

/** The confirmation of the order with this code, or of the last one; undefined for an unknown code. */
export function confirmationPage(code: string | null): ConfirmationPage | undefined {
  const order = code === null ? orders.at(-1) : byCode(code);
  if (code !== null && !order) return undefined;
  return confirmationOf(order);
}

export function saveAddress(input: SaveAddressInput): Outcome<{ id: number; addresses: Address[] }> {
  const id = input.id ?? Math.max(0, ...addresses.map((entry) => entry.id)) + 1;
  const address = savedAddressOf(id, input);
  if (!address) return refuse(404, input.deliveryType === DeliveryType.pickup ? CHECKOUT_TEXT.pointNotFound : CHECKOUT_TEXT.cityNotFound);
  addresses = [address, ...addresses.filter((entry) => entry.id !== id)];
  return done({ id, addresses });
}

export function removeAddress(id: number): Outcome<{ id: number; addresses: Address[] }> {
  if (!addresses.some((entry) => entry.id === id)) return refuse(404, CHECKOUT_TEXT.addressNotFound);
  addresses = addresses.filter((entry) => entry.id !== id);
  if (draft.currentAddressId === id) draft = { ...draft, currentAddressId: null };
  return done({ id, addresses });
}
