import { createHash, randomBytes } from 'node:crypto';
import type { OrderingData, OrderingDataInput, CheckoutPage } from '@shop/contracts/checkout.ts';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import {
  CARD_PAYMENT_TYPES,
  CHECKOUT_TEXT,
  mergeCheckoutInput,
  missingCheckoutFields,
  orderAddressText,
  resolveOrderingData,
} from '@shop/contracts/rules/ordering-data.ts';
import type { ResolvedOrderingData } from '@shop/contracts/rules/ordering-data.ts';
import type { CartLineRow, CartOwner } from '../cart/store.ts';
import type { OrderOwner, OrderRow } from './store.ts';
import { ownerKey } from './store.ts';
import type { Store } from '../db/store.ts';
import { cartPageData, isLineAvailable, totalsLine } from '../cart/cart-view.ts';
import { canonicalJson, orderingDataHash, readStored } from './ordering-data.ts';
import type { StoredOrderingData } from './ordering-data.ts';
import type { CheckoutPlaces } from './places.ts';
import { orderLineOf } from './orders-store.ts';

const PAGE_TITLE = 'Оформление заказа';

/** A key answers the order it first made for a day; the same send within 10 s is the same order. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
const REPEATED_SEND_MS = 10_000;

export interface CheckoutShopper {
  owner: OrderOwner;
  cartOwner: CartOwner;
}

/** The legacy send reply: its card-provider flag carries the provider's name. */
interface SendReply {
  orderCode: string;
  invoiceNumber: string;
  isYookassaPay: boolean;
  resetCart: boolean;
}

const token = () => randomBytes(24).toString('base64url');

export function createCheckoutService(store: Store, places: CheckoutPlaces, clock: () => Date = () => new Date()) {
  const { db, cart, orders, checkout } = store;

  /** The saved data made consistent with the shopper's addresses, the cart and the calendar (the shared rule). */
  function resolve(
    shopper: CheckoutShopper,
    stored: StoredOrderingData,
    lines: readonly CartLineRow[],
    now: Date,
    changes: OrderingDataInput = {},
  ): Outcome<ResolvedOrderingData> {
    const lookups = {
      address: (id: number) => places.address(shopper.cartOwner, id),
      point: places.point,
      cityExists: places.cityExists,
    };
    const checkoutLines = lines.map((line) => ({ ...totalsLine(line), deliveryDays: line.delivery_days }));
    return resolveOrderingData(stored, { lookups, lines: checkoutLines, now, changes });
  }

  const fullData = (shopper: CheckoutShopper, resolved: ResolvedOrderingData): OrderingData => ({
    ...resolved.data,
    addresses: places.addresses(shopper.cartOwner),
    showDeliveryToDoor: resolved.showDeliveryToDoor,
  });

  const storedOf = (shopper: CheckoutShopper) => readStored(checkout.draft(shopper.owner.sessionId), shopperDefaults(shopper));

  /** A checkout starts from the shopper's saved preferences and, signed in, their account's phone. */
  function shopperDefaults(shopper: CheckoutShopper): Partial<StoredOrderingData> {
    const defaults: Partial<StoredOrderingData> = places.checkoutPrefs(shopper.cartOwner);
    const user = shopper.owner.userId === null ? undefined : store.sessions.user(shopper.owner.userId);
    if (user?.phone) defaults.phone = user.phone;
    return defaults;
  }

  /** A saved address that was removed since no longer resolves: forget it rather than fail the page. */
  function resolveForReading(shopper: CheckoutShopper, lines: CartLineRow[], now: Date): ResolvedOrderingData {
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
    view(shopper: CheckoutShopper, isFavorite: (productId: number) => boolean): CheckoutPage {
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
          ...cartPageData(lines, { multismsOf: store.catalogue.multismsOf, isFavorite, now }, resolved.data),
          datesInfo: resolved.info,
        },
        pageData: {
          title: PAGE_TITLE,
          seo: { seo_title: PAGE_TITLE, seo_desc: '', seo_keys: '', seo_canonical: '' },
        },
      };
    },

    /** Merges a change into the saved data; nothing is written when the change is refused. */
    update(shopper: CheckoutShopper, input: OrderingDataInput) {
      return db
        .transaction(() => {
          const now = clock();
          const lines = cart.lines(shopper.cartOwner);
          const resolved = resolve(shopper, mergeCheckoutInput(storedOf(shopper), input), lines, now, input);
          if (!resolved.ok) return resolved;
          const { data, total, info, notices } = resolved.value;
          checkout.saveDraft(shopper.owner.sessionId, canonicalJson(data));
          return done({
            reply: {
              bodyData: fullData(shopper, resolved.value),
              totals: total,
              deliveryDate: data.deliveryDate,
              orderingDataHash: orderingDataHash(data),
              datesInfo: info,
            },
            messages: notices,
          });
        })
        .immediate();
    },

    /**
     * Places the order of the available cart lines. One immediate transaction: a repeated key
     * (within 24 h) or a repeated send of the same data right after the order (within 10 s)
     * answers that order; a refusal writes nothing.
     */
    send(shopper: CheckoutShopper, input: OrderingDataInput, idempotencyKey: string | undefined) {
      return db
        .transaction((): Outcome<SendReply> => {
          const now = clock();
          const keyOwner = ownerKey(shopper.owner);
          if (idempotencyKey) {
            const orderId = checkout.orderOfKey(idempotencyKey, keyOwner, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
            const order = orderId === undefined ? undefined : checkout.byId(orderId);
            if (order) return done(sendReply(order, shopper.cartOwner));
          }
          const remember = (orderId: number) => {
            if (!idempotencyKey) return;
            checkout.saveKey(idempotencyKey, keyOwner, orderId, now, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
          };

          const lines = cart.lines(shopper.cartOwner);
          const stored = mergeCheckoutInput(storedOf(shopper), input);
          const resolvedOutcome = resolve(shopper, stored, lines, now, input);
          if (!resolvedOutcome.ok) return resolvedOutcome;
          const resolved = resolvedOutcome.value;
          const { data, total } = resolved;
          // The shopper's choices; the date follows from the cart, which the first send emptied.
          const fingerprint = createHash('sha1')
            .update(canonicalJson({ ...data, deliveryDate: null }))
            .digest('hex');

          const ordered = lines.filter(isLineAvailable);
          if (ordered.length === 0) {
            const recent = checkout.latest(shopper.owner, 'checkout');
            if (recent && recent.send_fingerprint === fingerprint && now.getTime() - Date.parse(recent.created_at) <= REPEATED_SEND_MS) {
              remember(recent.id);
              return done(sendReply(recent, shopper.cartOwner));
            }
            return refuse(200, lines.length === 0 ? CHECKOUT_TEXT.emptyCart : CHECKOUT_TEXT.nothingToOrder);
          }

          const missing = missingCheckoutFields(resolved);
          if (missing.length > 0) return refuse(200, missing[0] ?? CHECKOUT_TEXT.phoneMissing, { messages: missing });

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
            lines: ordered.map(orderLineOf),
          });
          checkout.completeCheckout(created.id, {
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
          checkout.saveDraft(shopper.owner.sessionId, canonicalJson(data));
          const order = checkout.byId(created.id);
          if (!order) throw new Error(`Order ${created.id} vanished inside its transaction`);
          return done(sendReply(order, shopper.cartOwner));
        })
        .immediate();
    },
  };
}
