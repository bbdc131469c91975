import type { Address } from '@shop/contracts/account.ts';
import type { CartProduct } from '@shop/contracts/cart.ts';
import type { SalesDataset } from '@shop/contracts/monitoring.ts';
import type {
  ConfirmationPage,
  OrderHistoryItem,
  OrderPageData,
  OrderSendReply,
  OrderingData,
  OrderingDataInput,
  OrderingPage,
  OrderingTotal,
  OrderingUpdateReply,
} from '@shop/contracts/ordering.ts';
import { VAT_PERCENT_DEFAULT } from '@shop/contracts/limits.ts';
import { expressPossible as expressPossibleFor, orderingTotals, vatShare } from '@shop/contracts/rules/cart-totals.ts';
import type { DeliveryChoice } from '@shop/contracts/rules/cart-totals.ts';
import { COURIER_TIME_WINDOW, PICKUP_TIME_WINDOW, datesInfo, describeDay, effectiveDate } from '@shop/contracts/rules/delivery-calendar.ts';
import { currentUser, savedAddresses } from './account-state.ts';
import { MOCK_INVOICE_PREFIX, ORDERING_PAGE_DATA, employeesFixture, formatRoubles, salesDatasetFixture } from './fixtures/ordering.ts';
import { pickupPointsFixture } from './fixtures/places.ts';
import { CONFIRM_TITLE, CONFIRM_UPPER_MSG, PAYMENT_METHODS, cart, clearCart, maxDeliveryDays, productOf, totalsLineOf, totalsLines } from './state.ts';
import type { Line } from './state.ts';
import { EMPTY_ORDERING_DATA } from '@shop/contracts/wire.ts';
import type { StoredOrderingData } from '@shop/contracts/wire.ts';

/**
 * The mock shop's checkout and orders, in memory like the mock cart, so an order placed through
 * one handler is on the order page, in the history and on the sales board of the next reads.
 * Tests call resetOrderingState() between cases.
 */

type Draft = StoredOrderingData;
type Refusal = { ok: false; status: number; error: string; messages?: string[] };
type Result<T> = { ok: true; value: T; notice?: string } | Refusal;

interface MockOrder {
  id: number;
  code: string;
  invoiceNumber: string;
  createdAt: string;
  data: Draft;
  address: string;
  lines: OrderPageData['products'];
  total: OrderingTotal;
  paid: boolean;
  hidden: boolean;
  comment: string;
  employeeId: number;
  /** Placed in this mock session, so it counts on the sales board. */
  onBoard: boolean;
}

const EMPTY_DRAFT: Draft = EMPTY_ORDERING_DATA;

const CARD_TYPES = new Set([1, 6]);

let draft: Draft = { ...EMPTY_DRAFT };
let orders: MockOrder[] = [];

let keys = new Map<string, string>();
let salesUpdated = false;

export function resetOrderingState(): void {
  draft = { ...EMPTY_DRAFT };
  orders = [pastOrder()];
  keys = new Map();
  salesUpdated = false;
}

const refuse = (status: number, error: string, messages?: string[]): Refusal =>
  messages ? { ok: false, status, error, messages } : { ok: false, status, error };

/** Express needs a courier and every line able to go express: the shop's rule. */
const expressPossible = (deliveryType: number) => expressPossibleFor(totalsLines(), deliveryType);

/** The delivery calendar of the shop for the cart's goods. */
const calendar = (data: Draft, now = new Date()) =>
  datesInfo({ now, maxDeliveryDays: maxDeliveryDays(), hasPoint: data.deliveryType === 3 && data.pointId !== null, chosen: data.deliveryDate });

function resolve(data: Draft): Result<{ data: Draft; address: Address | undefined; showDeliveryToDoor: boolean }> {
  const next = { ...data };
  const address = next.currentAddressId === null ? undefined : savedAddresses().find((entry) => entry.id === next.currentAddressId);
  if (next.currentAddressId !== null && !address) return refuse(404, 'Адрес не найден');
  if (address) {
    next.deliveryType = address.deliveryType;
    next.cityId = address.cityId;
    next.pointId = address.pointId;
  }
  if (next.deliveryType === 0) next.pointId = null;
  if (next.pointId !== null && !pickupPointsFixture.some((point) => point.id === next.pointId)) return refuse(404, 'Пункт выдачи не найден');
  if (next.paymentType !== null && !PAYMENT_METHODS.some((method) => method.type === next.paymentType)) {
    return refuse(400, 'Этот способ оплаты недоступен');
  }
  const showDeliveryToDoor = next.deliveryType === 0 && (address?.showDeliveryToDoor ?? false);
  if (!showDeliveryToDoor) next.deliveryToDoor = false;
  if (next.personType === 0) {
    next.innIp = '';
    next.legalName = '';
  }
  const possible = expressPossible(next.deliveryType);
  const notice = next.deliveryExpress && !possible ? 'Экспресс-доставка за 4 часа недоступна для этих товаров' : undefined;
  if (!possible) next.deliveryExpress = false;
  const now = new Date();
  next.deliveryDate = effectiveDate(calendar(next, now), { deliveryType: next.deliveryType, express: next.deliveryExpress, chosen: next.deliveryDate, now });
  return { ok: true, value: { data: next, address, showDeliveryToDoor }, ...(notice ? { notice } : {}) };
}

const totalsFor = (data: Draft): OrderingTotal => orderingTotals(totalsLines(), data);

/** The delivery and payment the mock shopper chose at checkout; the cart's totals follow it. */
export function deliveryChoice(): DeliveryChoice {
  const resolved = resolve(draft);
  const data = resolved.ok ? resolved.value.data : draft;
  return { deliveryType: data.deliveryType, paymentType: data.paymentType, deliveryToDoor: data.deliveryToDoor };
}

/** Not a real hash: the mocks only need it to change when the data does. */
function hashOf(data: Draft): string {
  let hash = 0;
  for (const char of JSON.stringify(data)) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

function full(data: Draft, showDeliveryToDoor: boolean): OrderingData {
  return { ...data, addresses: savedAddresses(), showDeliveryToDoor };
}

export function orderingPage(): OrderingPage {
  const resolved = resolve(draft);
  const value = resolved.ok ? resolved.value : { data: { ...draft, currentAddressId: null }, showDeliveryToDoor: false };
  const cityId = value.data.cityId ?? currentUser().cityData.cityId;
  return {
    orderingData: full(value.data, value.showDeliveryToDoor),
    orderingDataHash: hashOf(value.data),
    total: totalsFor(value.data),
    mapData: { points: pickupPointsFixture.filter((point) => point.cityId === cityId) },
    cartPageData: {
      ...cart(value.data).cartPageData,
      datesInfo: { ...calendar(value.data), deliveryDate: value.data.deliveryDate },
    },
    pageData: ORDERING_PAGE_DATA,
  };
}

const merge = (base: Draft, input: OrderingDataInput): Draft => {
  const next = { ...base };
  for (const key of Object.keys(EMPTY_DRAFT) as Array<keyof Draft>) {
    if (input[key] !== undefined) (next as Record<string, unknown>)[key] = input[key];
  }
  return next;
};

export function updateOrderingData(input: OrderingDataInput): Result<OrderingUpdateReply> {
  const resolved = resolve(merge(draft, input));
  if (!resolved.ok) return resolved;
  const { data, showDeliveryToDoor } = resolved.value;
  draft = data;
  return {
    ok: true,
    value: {
      bodyData: full(data, showDeliveryToDoor),
      totals: totalsFor(data),
      deliveryDate: data.deliveryDate,
      orderingDataHash: hashOf(data),
      datesInfo: { ...calendar(data), deliveryDate: data.deliveryDate },
    },
    ...(resolved.notice ? { notice: resolved.notice } : {}),
  };
}

const sendReply = (order: MockOrder): OrderSendReply => ({
  orderCode: order.code,
  invoiceNumber: order.invoiceNumber,
  isCardProviderPay: order.data.paymentType !== null && CARD_TYPES.has(order.data.paymentType),
  resetCart: cart().countpos === 0,
});

function addressText(data: Draft, address: Address | undefined): string {
  if (data.deliveryType === 3) {
    const point = pickupPointsFixture.find((entry) => entry.id === data.pointId);
    return point ? `Самовывоз: ${point.name}, ${point.address}` : 'Самовывоз';
  }
  return address?.address ?? '';
}

/** One order per key; refusals (empty cart, missing fields) change nothing. */
const orderLine = (product: CartProduct): OrderPageData['products'][number] => ({
  position: {
    id: product.id,
    path: product.path,
    name: product.name,
    MainImage: product.MainImage,
    price: product.price,
    measure: product.multism.unit || 'empty',
    quantity: product.quantity,
    subtotal: product.subtotal,
    realPrice: product.price,
    real_quantity: product.quantity,
    multism: { unit: product.multism.unit },
    isNotAvailable: false,
  },
});

const codeOf = (id: number) => `MOCKORD${String(id).padStart(3, '0')}`;
const invoiceOf = (id: number) => `${MOCK_INVOICE_PREFIX}${String(900_000 + id)}`;

/** An order placed and paid before, so the order page and the history have something from the start. */
export const PAST_ORDER_CODE = codeOf(1);
function pastOrder(): MockOrder {
  const lines: Line[] = [
    { assortmentId: 104, colorId: null, quantity: 1 },
    { assortmentId: 103, colorId: null, quantity: 25 },
    { assortmentId: 109, colorId: null, quantity: 2 },
  ];
  const data: Draft = { ...EMPTY_DRAFT, phone: '79123456789', paymentType: 1, deliveryDate: '2026-10-16' };
  return {
    id: 1,
    code: PAST_ORDER_CODE,
    invoiceNumber: invoiceOf(1),
    createdAt: '2026-10-14T09:12:00.000Z',
    data,
    address: 'Москва, ул. Лесная, д. 7, кв. 12',
    lines: lines.map((line) => orderLine(productOf(line))),
    total: orderingTotals(lines.map(totalsLineOf), data),
    paid: true,
    hidden: false,
    comment: 'Позвонить за час',
    employeeId: 2,
    onBoard: false,
  };
}

export function sendOrder(input: OrderingDataInput, key: string): Result<OrderSendReply> {
  const known = keys.get(key);
  const repeated = known ? orders.find((order) => order.code === known) : undefined;
  if (repeated) return { ok: true, value: sendReply(repeated) };
  const resolved = resolve(merge(draft, input));
  if (!resolved.ok) return resolved;
  const { data, address } = resolved.value;
  const page = cart().cartPageData;
  const lines = page.products.filter((product) => !product.isNotAvailable);
  if (lines.length === 0) return refuse(409, page.products.length === 0 ? 'Корзина пуста' : 'Товаров из корзины нет в наличии');
  const missing: string[] = [];
  if (!data.phone) missing.push('Укажите телефон');
  if (data.deliveryType === 0 && !address?.address) missing.push('Укажите адрес доставки');
  if (data.deliveryType === 3 && data.pointId === null) missing.push('Выберите пункт выдачи');
  if (data.paymentType === null) missing.push('Выберите способ оплаты');
  if (missing.length > 0) return refuse(409, missing[0] ?? '', missing);

  const id = orders.length + 1;
  const order: MockOrder = {
    id,
    code: codeOf(id),
    invoiceNumber: invoiceOf(id),
    createdAt: new Date().toISOString(),
    data,
    address: addressText(data, address),
    lines: lines.map(orderLine),
    total: totalsFor(data),
    paid: false,
    hidden: false,
    comment: '',
    employeeId: employeesFixture[id % employeesFixture.length]?.id ?? 1,
    onBoard: true,
  };
  orders.push(order);
  keys.set(key, order.code);
  draft = data;
  clearCart();
  salesUpdated = true;
  return { ok: true, value: sendReply(order) };
}

const byInvoice = (invoiceNumber: string) => orders.find((order) => order.invoiceNumber === invoiceNumber);
const byCode = (code: string) => orders.find((order) => order.code === code);

/** Mock mode has no payment page: asking for it pays the order and leads back to the order page. */
export function cardPayment(invoiceNumber: string): Result<{ payUrl: string }> {
  const order = byInvoice(invoiceNumber);
  if (!order) return refuse(404, 'Заказ не найден');
  if (order.paid) return refuse(409, 'Заказ уже оплачен');
  order.paid = true;
  return { ok: true, value: { payUrl: `/o/${order.code}/` } };
}

export function paymentUrl(code: string, paymentType: number): Result<{ paymentUrl: string }> {
  const order = byCode(code);
  if (!order) return refuse(404, 'Заказ не найден');
  if (!CARD_TYPES.has(paymentType)) return refuse(400, 'Этот способ оплаты не оплачивается онлайн: откройте счёт на оплату');
  return cardPayment(order.invoiceNumber).ok ? { ok: true, value: { paymentUrl: `/o/${order.code}/` } } : refuse(409, 'Заказ уже оплачен');
}

export const invoicePath = (code: string) => `/api/orders/${code}/invoice?token=mock`;

export function orderPage(code: string): Result<OrderPageData> {
  const order = byCode(code);
  if (!order) return refuse(404, 'Заказ не найден');
  const type = order.data.paymentType;
  const payments = order.paid || type === null ? [] : PAYMENT_METHODS.filter((method) => (type === 4 ? method.type === 4 : method.type === 1));
  const invoiceUrl = type === 4 ? invoicePath(order.code) : '';
  const pickup = order.data.deliveryType === 3;
  const date = order.data.deliveryDate ? describeDay(order.data.deliveryDate) : null;
  const goods = order.total.total;
  return {
    ok: true,
    value: {
      title: `Заказ ${order.invoiceNumber}`,
      orderData: { invoice_number: order.invoiceNumber, order_code: order.code, delivery_type: pickup ? 3 : 0, invoiceUrl, showBtn: payments.length > 0 },
      total: {
        positions: order.lines.length,
        text: `${order.lines.length} ${order.total.productWord}`,
        mass: order.total.mass,
        amountWithShipment: order.total.totalWithShipment,
        isShipment: !pickup,
        shipmentPrice: order.total.shipmentPrice,
        ndsWithoutShipment: vatShare(goods),
        ndsPercent: VAT_PERCENT_DEFAULT,
      },
      products: order.lines,
      dateValue: date ? `${date.text}, ${date.dayOfWeek}, ${pickup ? PICKUP_TIME_WINDOW : COURIER_TIME_WINDOW}` : 'Дату доставки согласует менеджер',
      invoiceUrl,
      showConfirmModal: false,
      payments,
      address: order.address,
      paid: order.paid,
      confirmTitle: CONFIRM_TITLE,
      confirmUpperMsg: CONFIRM_UPPER_MSG,
    },
  };
}

const historyItem = (order: MockOrder): OrderHistoryItem => ({
  id: order.id,
  order_code: order.code,
  invoice_number: order.invoiceNumber,
  modified: order.createdAt,
  address: order.address,
  summ: order.total.totalWithShipment,
  comment: order.comment,
});

export const history = () => ({ orders: orders.filter((order) => !order.hidden).reverse().map(historyItem) });

export function removeFromHistory(id: number): Result<{ id: number }> {
  const order = orders.find((entry) => entry.id === id && !entry.hidden);
  if (!order) return refuse(404, 'Заказ не найден');
  order.hidden = true;
  return { ok: true, value: { id } };
}

export function changeComment(id: number, comment: string): Result<{ orderData: OrderHistoryItem }> {
  const order = orders.find((entry) => entry.id === id && !entry.hidden);
  if (!order) return refuse(404, 'Заказ не найден');
  order.comment = comment;
  return { ok: true, value: { orderData: historyItem(order) } };
}

/** A plain invoice page, enough for the web's 'Счет на оплату' button in mock mode. */
export function invoiceHtml(code: string): string | null {
  const order = byCode(code);
  if (!order) return null;
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Счёт на оплату № ${order.invoiceNumber}</title></head><body><h1>Счёт на оплату № ${order.invoiceNumber}</h1><p>Всего к оплате: ${formatRoubles(order.total.totalWithShipment)}</p></body></html>`;
}

export function salesDataset(): SalesDataset {
  salesUpdated = false;
  const extra = new Map<number, { sales: number; deals: number }>();
  const placed = orders.filter((order) => order.onBoard);
  for (const order of placed) {
    const current = extra.get(order.employeeId) ?? { sales: 0, deals: 0 };
    extra.set(order.employeeId, { sales: current.sales + order.total.totalWithShipment, deals: current.deals + 1 });
  }
  const rows = employeesFixture
    .map((employee) => {
      const added = extra.get(employee.id) ?? { sales: 0, deals: 0 };
      const sales = employee.sales + added.sales;
      return { employee, sales, deals: employee.deals + added.deals };
    })
    .sort((a, b) => b.sales - a.sales);
  return {
    orders_values: placed
      .slice(-5)
      .reverse()
      .map((order) => {
        const employee = employeesFixture.find((entry) => entry.id === order.employeeId);
        return { img: `/img/e/${order.employeeId}.svg`, name: employee?.name ?? '', param1: `${order.invoiceNumber} — ${formatRoubles(order.total.totalWithShipment)}` };
      }),
    sales_values: rows.map(({ employee, sales, deals }) => ({
      img: `/img/e/${employee.id}.svg`,
      name: employee.name,
      param1: formatRoubles(sales),
      param2: `${Math.round((sales / employee.plan) * 100)} %`,
      param3: String(deals),
      score: sales,
    })),
    scaleRangeMax: Math.max(salesDatasetFixture.scaleRangeMax, ...rows.map((row) => row.sales)),
  };
}

/** True once after an order, like the shop's refresh flag. */
export function salesUpdates(): { updated: boolean } {
  const updated = salesUpdated;
  salesUpdated = false;
  return { updated };
}

/** The confirmation page (/confirmation/, /confirmation/{code}/) as the shop writes it. */
export function confirmationPage(code: string | null): Result<ConfirmationPage> {
  const placed = orders.filter((order) => !order.hidden);
  const order = code === null ? placed.at(-1) : byCode(code);
  if (code !== null && !order) return refuse(404, 'Заказ не найден');
  if (!order) {
    return {
      ok: true,
      value: {
        title: CONFIRM_TITLE,
        upperMsg: 'Заказ не найден',
        message: '<p>Оформите заказ в <a href="/cart/">корзине</a>: здесь появится его подтверждение.</p>',
      },
    };
  }
  const paid = order.paid ? '<p>Заказ оплачен.</p>' : '';
  return {
    ok: true,
    value: {
      title: CONFIRM_TITLE,
      upperMsg: `Заказ ${order.invoiceNumber} принят`,
      message: `${CONFIRM_UPPER_MSG}${paid}<p><a href="/o/${encodeURIComponent(order.code)}/">Открыть заказ ${order.invoiceNumber}</a></p>`,
    },
  };
}

resetOrderingState();
