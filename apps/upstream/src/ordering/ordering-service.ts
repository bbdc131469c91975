import { createHash, randomBytes } from 'node:crypto';
import type { Address } from '@shop/contracts/account.ts';
import type { PickupPoint } from '@shop/contracts/places.ts';
import type {
  DatesInfo,
  OrderingData,
  OrderingDataInput,
  OrderingPage,
  OrderingTotal,
} from '@shop/contracts/ordering.ts';
import type { CartLineRow, CartOwner } from '../db/cart.ts';
import type { OrderOwner, OrderRow } from '../db/ordering.ts';
import { ownerKey } from '../db/ordering.ts';
import type { Store } from '../db/store.ts';
import { PAYMENT_METHODS, cartPageData, isLineAvailable } from '../cart/cart-view.ts';
import { roundMoney, roundQuantity } from '../cart/quantity.ts';
import { datesInfo, effectiveDate } from '@shop/contracts/rules/delivery-calendar.ts';
import { canonicalJson, mergeInput, orderingDataHash, readStored } from './ordering-data.ts';
import type { StoredOrderingData } from './ordering-data.ts';
import type { OrderingPlaces } from './places.ts';
import { expressPossible, orderingTotals } from './totals.ts';

export const ORDERING_TEXT = {
  pageTitle: 'Оформление заказа',
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

/** Payment types the card provider takes: 1, and 6 which is paid the same way on desktop (§3). */
export const CARD_PAYMENT_TYPES: ReadonlySet<number> = new Set([1, 6]);
export const INVOICE_PAYMENT_TYPE = 4;
/** A key answers the order it first made for a day; the same send within 10 s is the same order. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
export const REPEATED_SEND_MS = 10_000;

export interface OrderingShopper {
  owner: OrderOwner;
  cartOwner: CartOwner;
}

export type Failure = { ok: false; status: 200 | 400 | 404; error: string; messages?: string[] };
export type Outcome<T> = { ok: true; value: T } | Failure;
const fail = (status: Failure['status'], error: string, messages?: string[]): Failure =>
  messages ? { ok: false, status, error, messages } : { ok: false, status, error };

interface Resolved {
  data: StoredOrderingData;
  address: Address | undefined;
  point: PickupPoint | undefined;
  showDeliveryToDoor: boolean;
  info: DatesInfo;
  total: OrderingTotal;
  messages: string[];
}

/** The legacy send reply: its card-provider flag carries the provider's name. */
export interface SendReply {
  orderCode: string;
  invoiceNumber: string;
  isYookassaPay: boolean;
  resetCart: boolean;
}

const maxDeliveryDays = (lines: readonly CartLineRow[]) =>
  lines.filter(isLineAvailable).reduce((max, line) => Math.max(max, line.delivery_days), 0);

const token = () => randomBytes(24).toString('base64url');

export function orderAddressText(resolved: Pick<Resolved, 'data' | 'address' | 'point'>): string {
  const { data, address, point } = resolved;
  if (data.deliveryType === 3) return point ? `Самовывоз: ${point.name}, ${point.address}` : 'Самовывоз';
  if (!address) return '';
  if (!data.deliveryToDoor) return address.address;
  return `${address.address}, до двери, этаж ${data.deliveryToDoorFloor}${data.deliveryToDoorElevator ? ', есть лифт' : ', без лифта'}`;
}

export function createOrderingService(store: Store, places: OrderingPlaces, clock: () => Date = () => new Date()) {
  const { db, cart, orders, ordering } = store;

  /**
   * The saved data made consistent with the shopper's addresses, the cart and the calendar: a
   * saved address decides the delivery type, city and point; door delivery only where the address
   * allows it; express only when possible; the date moved to one that can still be chosen.
   */
  function resolve(
    shopper: OrderingShopper,
    stored: StoredOrderingData,
    lines: readonly CartLineRow[],
    now: Date,
    changes: OrderingDataInput = {},
  ): Outcome<Resolved> {
    const data = { ...stored };
    const messages: string[] = [];
    let address: Address | undefined;
    if (data.currentAddressId !== null) {
      address = places.address(shopper.cartOwner, data.currentAddressId);
      if (!address) return fail(404, ORDERING_TEXT.addressNotFound);
      data.deliveryType = address.deliveryType;
      data.cityId = address.cityId;
      data.pointId = address.pointId;
      // A newly chosen address brings its own door options unless the change sets them.
      if (changes.currentAddressId !== undefined && changes.deliveryToDoor === undefined) {
        data.deliveryToDoor = address.deliveryToDoor;
        data.deliveryToDoorElevator = changes.deliveryToDoorElevator ?? address.deliveryToDoorElevator;
        data.deliveryToDoorFloor = changes.deliveryToDoorFloor ?? address.deliveryToDoorFloor;
      }
    }
    if (data.deliveryType === 0) data.pointId = null;
    let point: PickupPoint | undefined;
    if (data.pointId !== null) {
      point = places.point(data.pointId);
      if (!point) return fail(404, ORDERING_TEXT.pointNotFound);
      data.cityId ??= point.cityId;
    }
    if (data.cityId !== null && !places.cityExists(data.cityId)) return fail(404, ORDERING_TEXT.cityNotFound);
    if (data.paymentType !== null && !PAYMENT_METHODS.some((method) => method.type === data.paymentType)) {
      return fail(400, ORDERING_TEXT.paymentNotOffered);
    }

    const showDeliveryToDoor = data.deliveryType === 0 && (address?.showDeliveryToDoor ?? false);
    if (!showDeliveryToDoor) {
      data.deliveryToDoor = false;
      data.deliveryToDoorElevator = false;
    }
    if (data.deliveryExpress && !expressPossible(lines, data.deliveryType)) {
      data.deliveryExpress = false;
      if (changes.deliveryExpress === true) messages.push(ORDERING_TEXT.expressNotPossible);
    }
    if (data.personType === 0) {
      data.innIp = '';
      data.legalName = '';
    }

    const info = datesInfo({
      now,
      maxDeliveryDays: maxDeliveryDays(lines),
      hasPoint: data.deliveryType === 3 && data.pointId !== null,
      chosen: data.deliveryDate,
    });
    data.deliveryDate = effectiveDate(info, {
      deliveryType: data.deliveryType,
      express: data.deliveryExpress,
      chosen: data.deliveryDate,
      now,
    });
    const total = orderingTotals(lines, data);
    return {
      ok: true,
      value: { data, address, point, showDeliveryToDoor, info: { ...info, deliveryDate: data.deliveryDate }, total, messages },
    };
  }

  const fullData = (shopper: OrderingShopper, resolved: Resolved): OrderingData => ({
    ...resolved.data,
    addresses: places.addresses(shopper.cartOwner),
    showDeliveryToDoor: resolved.showDeliveryToDoor,
  });

  const storedOf = (shopper: OrderingShopper) => readStored(ordering.draft(shopper.owner.sessionId), shopperDefaults(shopper));

  /** A checkout starts from the shopper's saved preferences and, signed in, their account's phone. */
  function shopperDefaults(shopper: OrderingShopper): Partial<StoredOrderingData> {
    const defaults: Partial<StoredOrderingData> = places.checkoutPrefs(shopper.cartOwner);
    const user = shopper.owner.userId === null ? undefined : store.sessions.user(shopper.owner.userId);
    if (user?.phone) defaults.phone = user.phone;
    return defaults;
  }

  /** A saved address that was removed since no longer resolves: forget it rather than fail the page. */
  function resolveForReading(shopper: OrderingShopper, lines: CartLineRow[], now: Date): Resolved {
    const stored = storedOf(shopper);
    const first = resolve(shopper, stored, lines, now);
    if (first.ok) return first.value;
    const reset = resolve(shopper, { ...stored, currentAddressId: null, pointId: null, cityId: null, paymentType: null }, lines, now);
    if (!reset.ok) throw new Error(`Ordering data of ${shopper.owner.sessionId} cannot be resolved: ${reset.error}`);
    return reset.value;
  }

  function sendReply(order: OrderRow, owner: CartOwner): SendReply {
    return {
      orderCode: order.order_code,
      invoiceNumber: order.invoice_number,
      isYookassaPay: order.payment_type !== null && CARD_PAYMENT_TYPES.has(order.payment_type),
      resetCart: cart.lines(owner).length === 0,
    };
  }

  return {
    view(shopper: OrderingShopper, isFavorite: (productId: number) => boolean): OrderingPage {
      const now = clock();
      const lines = cart.lines(shopper.cartOwner);
      const resolved = resolveForReading(shopper, lines, now);
      const cityId = resolved.data.cityId ?? places.cityOf(shopper.cartOwner);
      return {
        orderingData: fullData(shopper, resolved),
        orderingDataHash: orderingDataHash(resolved.data),
        total: resolved.total,
        mapData: { points: places.points(cityId) },
        cartPageData: {
          ...cartPageData(lines, { multismsOf: store.catalog.multismsOf, isFavorite, now }, resolved.data),
          datesInfo: resolved.info,
        },
        pageData: {
          title: ORDERING_TEXT.pageTitle,
          seo: { seo_title: ORDERING_TEXT.pageTitle, seo_desc: '', seo_keys: '', seo_canonical: '' },
        },
      };
    },

    /** Merges a change into the saved data; nothing is written when the change is refused. */
    update(shopper: OrderingShopper, input: OrderingDataInput) {
      return db
        .transaction(() => {
          const now = clock();
          const lines = cart.lines(shopper.cartOwner);
          const resolved = resolve(shopper, mergeInput(storedOf(shopper), input), lines, now, input);
          if (!resolved.ok) return resolved;
          const { data, total, info, messages } = resolved.value;
          ordering.saveDraft(shopper.owner.sessionId, canonicalJson(data));
          return {
            ok: true as const,
            value: {
              reply: {
                bodyData: fullData(shopper, resolved.value),
                totals: total,
                deliveryDate: data.deliveryDate,
                orderingDataHash: orderingDataHash(data),
                datesInfo: info,
              },
              messages,
            },
          };
        })
        .immediate();
    },

    /**
     * Places the order of the available cart lines. One immediate transaction: a repeated key
     * (within 24 h) or a repeated send of the same data right after the order (within 10 s)
     * answers that order; a refusal writes nothing.
     */
    send(shopper: OrderingShopper, input: OrderingDataInput, idempotencyKey: string | undefined) {
      return db
        .transaction((): Outcome<SendReply> => {
          const now = clock();
          const keyOwner = ownerKey(shopper.owner);
          if (idempotencyKey) {
            const orderId = ordering.orderOfKey(idempotencyKey, keyOwner, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
            const order = orderId === undefined ? undefined : ordering.byId(orderId);
            if (order) return { ok: true, value: sendReply(order, shopper.cartOwner) };
          }
          const remember = (orderId: number) => {
            if (!idempotencyKey) return;
            ordering.saveKey(idempotencyKey, keyOwner, orderId, now, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
          };

          const lines = cart.lines(shopper.cartOwner);
          const stored = mergeInput(storedOf(shopper), input);
          const resolvedOutcome = resolve(shopper, stored, lines, now, input);
          if (!resolvedOutcome.ok) return resolvedOutcome;
          const resolved = resolvedOutcome.value;
          const { data, total } = resolved;
          // The shopper's choices; the date follows from the cart, which the first send emptied.
          const fingerprint = createHash('sha1').update(canonicalJson({ ...data, deliveryDate: null })).digest('hex');

          const ordered = lines.filter(isLineAvailable);
          if (ordered.length === 0) {
            const recent = ordering.latest(shopper.owner, 'checkout');
            if (recent && recent.send_fingerprint === fingerprint && now.getTime() - Date.parse(recent.created_at) <= REPEATED_SEND_MS) {
              remember(recent.id);
              return { ok: true, value: sendReply(recent, shopper.cartOwner) };
            }
            return fail(200, lines.length === 0 ? ORDERING_TEXT.emptyCart : ORDERING_TEXT.nothingToOrder);
          }

          const missing: string[] = [];
          if (data.phone === '') missing.push(ORDERING_TEXT.phoneMissing);
          if (data.deliveryType === 0 && !resolved.address?.address) missing.push(ORDERING_TEXT.addressMissing);
          if (data.deliveryType === 3 && !resolved.point) missing.push(ORDERING_TEXT.pointMissing);
          if (data.paymentType === null) missing.push(ORDERING_TEXT.paymentMissing);
          if (missing.length > 0) return fail(200, missing[0] ?? ORDERING_TEXT.phoneMissing, missing);

          const created = orders.create({
            kind: 'checkout',
            phone: data.phone,
            goodsTotal: total.total,
            shipmentPrice: total.shipmentPrice,
            total: total.totalWithShipment,
            mass: total.mass,
            deliveryType: data.deliveryType,
            paymentType: data.paymentType,
            sessionId: shopper.owner.sessionId,
            userId: shopper.owner.userId,
            lines: ordered.map((line) => ({
              assortmentId: line.assortment_id,
              colorId: line.color_id,
              name: line.name,
              price: line.price,
              quantity: roundQuantity(line.quantity),
              multismId: line.multism_id,
              subtotal: roundMoney(line.price * roundQuantity(line.quantity)),
            })),
          });
          ordering.completeCheckout(created.id, {
            status: data.paymentType !== null && CARD_PAYMENT_TYPES.has(data.paymentType) ? 'awaiting_payment' : 'new',
            address: orderAddressText(resolved),
            addressId: data.currentAddressId,
            cityId: data.cityId,
            pointId: data.pointId,
            deliveryDate: data.deliveryDate,
            deliveryExpress: total.express.selected,
            deliveryToDoor: data.deliveryToDoor,
            deliveryToDoorElevator: data.deliveryToDoorElevator,
            deliveryToDoorFloor: data.deliveryToDoorFloor,
            email: data.mailInput,
            contact: data.contact,
            personType: data.personType,
            inn: data.innIp,
            legalName: data.legalName,
            sendFingerprint: fingerprint,
            invoiceToken: token(),
          });
          for (const line of ordered) cart.remove(line.line_id);
          remember(created.id);
          ordering.saveDraft(shopper.owner.sessionId, canonicalJson(data));
          const order = ordering.byId(created.id);
          if (!order) throw new Error(`Order ${created.id} vanished inside its transaction`);
          return { ok: true, value: sendReply(order, shopper.cartOwner) };
        })
        .immediate();
    },
  };
}

export type OrderingService = ReturnType<typeof createOrderingService>;
