import type { OrderingData } from './ordering.ts';

/**
 * Runtime constants of the wire that the browser needs, kept free of zod so the SPA's first
 * route does not ship the schema library. Schemas live in the other modules and re-export these.
 */

export const SITE_VERSIONS = ['desktop', 'mobile'] as const;
export type SiteVersionValue = (typeof SITE_VERSIONS)[number];
/** Header the SPA sends on every /api call and the BFF forwards upstream. */
export const SITE_VERSION_HEADER = 'site-version';
/** The shopper's site version as a cookie too, so the server draws the first page in the right layout. */
export const SITE_VERSION_COOKIE = 'site_version';

/** cart-and-ordering.md §9: 0 courier, 3 pickup. */
export const DeliveryType = { courier: 0, pickup: 3 } as const;
/** cart-and-ordering.md §3 "Payment option": 1 online card, 4 invoice, 6 pay and send on desktop. */
export const PaymentType = { card: 1, invoice: 4, payAndSend: 6 } as const;
/** cart-and-ordering.md §3: personType 0 individual, non-zero legal entity or sole trader. */
export const PersonType = { individual: 0, legal: 1 } as const;

export const UNKNOWN_ERROR_TEXT = 'Неизвестная ошибка';
export const NOT_CORRECT_JSON = 'Not correct JSON response';
export const UNDEFINED_ERROR = 'Undefined error';
export const ERROR_ROUTE_404 = '404page';
export const ERROR_TRACE_TOAST_MS = 15_000;

/** A cart line is one assortment in one colour. */
export const positionKey = (assortmentId: number, colorId?: number | null) =>
  colorId ? `${assortmentId}:${colorId}` : String(assortmentId);

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

/** Header of POST /api/orders: one order per key, however often the shopper presses the button. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
