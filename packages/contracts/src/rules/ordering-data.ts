import type { Address } from '../account.ts';
import type { PaymentOption } from '../cart.ts';
import type { DatesInfo, OrderingData, OrderingDataInput, CheckoutTotal } from '../checkout.ts';
import type { PickupPoint } from '../places.ts';
import { DeliveryType, PaymentType, PersonType } from '../browser/checkout.ts';
import { expressPossible, checkoutTotals } from './cart-totals.ts';
import type { TotalsLine } from './cart-totals.ts';
import { datesInfo, effectiveDate } from './delivery-calendar.ts';
import { done, refuse } from './outcome.ts';
import type { Outcome } from './outcome.ts';

/**
 * The ordering data of checkout (cart-and-ordering.md §3, §4, §9) made consistent before it is
 * saved or an order is placed: the one copy the demo upstream and the mocks use.
 */

/** The ordering data a session keeps: everything but what the server derives on each read. */
export type StoredOrderingData = Omit<OrderingData, 'addresses' | 'showDeliveryToDoor'>;

/** cart-and-ordering.md §4: checkout opens with courier delivery, no address and floor 1. */
export const EMPTY_ORDERING_DATA: Readonly<StoredOrderingData> = {
  phone: '',
  currentAddressId: null,
  deliveryType: DeliveryType.courier,
  deliveryToDoor: false,
  deliveryToDoorElevator: false,
  deliveryToDoorFloor: 1,
  cityId: null,
  pointId: null,
  deliveryDate: null,
  deliveryExpress: false,
  paymentType: null,
  contact: '',
  mailInput: '',
  personType: PersonType.individual,
  innIp: '',
  legalName: '',
};

/** §3 "Payment option": what the shop offers at checkout. */
export const PAYMENT_METHODS: PaymentOption[] = [
  { type: PaymentType.card, label: 'Картой онлайн', icon: 'card' },
  { type: PaymentType.invoice, label: 'Счёт на оплату', text: 'Для юрлиц и ИП', icon: 'legal' },
];
/** Payment types the card provider takes: 1, and 6 which is paid the same way on desktop (§3). */
export const CARD_PAYMENT_TYPES: ReadonlySet<number> = new Set([PaymentType.card, PaymentType.payAndSend]);

export const CONFIRM_TITLE = 'Спасибо за заказ!';
export const CONFIRM_UPPER_MSG = '<p>Менеджер позвонит вам, чтобы подтвердить заказ.</p>';

export const CHECKOUT_TEXT = {
  addressNotFound: 'Адрес не найден',
  pointNotFound: 'Пункт выдачи не найден',
  cityNotFound: 'Город не найден',
  paymentNotOffered: 'Этот способ оплаты недоступен',
  expressNotPossible: 'Экспресс-доставка за 4 часа недоступна для этих товаров',
  emptyCart: 'Корзина пуста',
  nothingToOrder: 'Товаров из корзины нет в наличии',
  phoneMissing: 'Укажите телефон',
  addressMissing: 'Укажите адрес доставки',
  pointMissing: 'Выберите пункт выдачи',
  paymentMissing: 'Выберите способ оплаты',
} as const;

/** The given fields over the saved ones; fields left out keep their value. */
export function mergeCheckoutInput(stored: StoredOrderingData, input: OrderingDataInput): StoredOrderingData {
  const next: StoredOrderingData = { ...stored };
  for (const key of Object.keys(EMPTY_ORDERING_DATA) as Array<keyof StoredOrderingData>) {
    const value = input[key];
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  return next;
}

/** Where the shopper's saved addresses, the pickup points and the cities are looked up. */
export interface CheckoutLookups {
  address(id: number): Address | undefined;
  point(id: number): PickupPoint | undefined;
  cityExists(id: number): boolean;
}

/** A cart line as checkout reads it: its totals, and the days until its goods can be delivered (0: today). */
export interface CheckoutLine extends TotalsLine {
  deliveryDays: number;
}

export interface ResolvedOrderingData {
  data: StoredOrderingData;
  address: Address | undefined;
  point: PickupPoint | undefined;
  showDeliveryToDoor: boolean;
  info: DatesInfo;
  total: CheckoutTotal;
  /** Texts for the shopper about a choice that was undone (express that is not possible). */
  notices: string[];
}

/**
 * A saved address decides the delivery type, city and point, and a newly chosen one brings its
 * door options unless the change sets them; door delivery only where the address allows it;
 * express only when possible; the date moved to one that can still be chosen. `changes` is what
 * the shopper just sent, when anything.
 */
export function resolveOrderingData(
  stored: StoredOrderingData,
  context: { lookups: CheckoutLookups; lines: readonly CheckoutLine[]; now: Date; changes?: OrderingDataInput },
): Outcome<ResolvedOrderingData> {
  const { lookups, lines, now, changes = {} } = context;
  const data = { ...stored };
  const notices: string[] = [];
  let address: Address | undefined;
  if (data.currentAddressId !== null) {
    address = lookups.address(data.currentAddressId);
    if (!address) return refuse(404, CHECKOUT_TEXT.addressNotFound);
    data.deliveryType = address.deliveryType;
    data.cityId = address.cityId;
    data.pointId = address.pointId;
    if (changes.currentAddressId !== undefined && changes.deliveryToDoor === undefined) {
      data.deliveryToDoor = address.deliveryToDoor;
      data.deliveryToDoorElevator = changes.deliveryToDoorElevator ?? address.deliveryToDoorElevator;
      data.deliveryToDoorFloor = changes.deliveryToDoorFloor ?? address.deliveryToDoorFloor;
    }
  }
  if (data.deliveryType === DeliveryType.courier) data.pointId = null;
  let point: PickupPoint | undefined;
  if (data.pointId !== null) {
    point = lookups.point(data.pointId);
    if (!point) return refuse(404, CHECKOUT_TEXT.pointNotFound);
    data.cityId ??= point.cityId;
  }
  if (data.cityId !== null && !lookups.cityExists(data.cityId)) return refuse(404, CHECKOUT_TEXT.cityNotFound);
  if (data.paymentType !== null && !PAYMENT_METHODS.some((method) => method.type === data.paymentType)) {
    return refuse(400, CHECKOUT_TEXT.paymentNotOffered);
  }

  const showDeliveryToDoor = data.deliveryType === DeliveryType.courier && (address?.showDeliveryToDoor ?? false);
  if (!showDeliveryToDoor) {
    data.deliveryToDoor = false;
    data.deliveryToDoorElevator = false;
  }
  if (data.deliveryExpress && !expressPossible(lines, data.deliveryType)) {
    data.deliveryExpress = false;
    if (changes.deliveryExpress === true) notices.push(CHECKOUT_TEXT.expressNotPossible);
  }
  if (data.personType === PersonType.individual) {
    data.innIp = '';
    data.legalName = '';
  }

  const info = datesInfo({
    now,
    // The slowest available line decides the first day.
    maxDeliveryDays: lines.reduce((max, line) => (line.available ? Math.max(max, line.deliveryDays) : max), 0),
    hasPoint: data.deliveryType === DeliveryType.pickup && data.pointId !== null,
    chosen: data.deliveryDate,
  });
  data.deliveryDate = effectiveDate(info, {
    deliveryType: data.deliveryType,
    express: data.deliveryExpress,
    chosen: data.deliveryDate,
    now,
  });
  const total = checkoutTotals(lines, data);
  return done({ data, address, point, showDeliveryToDoor, info: { ...info, deliveryDate: data.deliveryDate }, total, notices });
}

type Placing = Pick<ResolvedOrderingData, 'data' | 'address' | 'point'>;

/** What the shopper still has to give before the order can be placed, in the form's order. */
export function missingCheckoutFields({ data, address, point }: Placing): string[] {
  const missing: string[] = [];
  if (data.phone === '') missing.push(CHECKOUT_TEXT.phoneMissing);
  if (data.deliveryType === DeliveryType.courier && !address?.address) missing.push(CHECKOUT_TEXT.addressMissing);
  if (data.deliveryType === DeliveryType.pickup && !point) missing.push(CHECKOUT_TEXT.pointMissing);
  if (data.paymentType === null) missing.push(CHECKOUT_TEXT.paymentMissing);
  return missing;
}

/** The order's address as its page and the history show it. */
export function orderAddressText({ data, address, point }: Placing): string {
  if (data.deliveryType === DeliveryType.pickup) return point ? `Самовывоз: ${point.name}, ${point.address}` : 'Самовывоз';
  if (!address) return '';
  if (!data.deliveryToDoor) return address.address;
  return `${address.address}, до двери, этаж ${data.deliveryToDoorFloor}${data.deliveryToDoorElevator ? ', есть лифт' : ', без лифта'}`;
}
