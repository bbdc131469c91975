import { z } from 'zod';
import { defineRoutes, routeTable } from './browser/route.ts';
import { idSchema, moneySchema } from './fields.ts';
import { deliveryTypeSchema } from './enums.ts';
import { cartPageDataSchema, cartTotalSchema } from './cart.ts';
import { seoSchema } from './page-meta.ts';
import { PHONE_INPUT_MAX, PHONE_MIN_DIGITS } from './browser/account.ts';
import { addressSchema, emailSchema, flagSchema, floorSchema, personTypeSchema } from './account.ts';
import { pickupPointSchema } from './places.ts';
import { INN_TEXT, isInnShaped } from './inn.ts';

/**
 * Checkout: the ordering data a shopper fills in, its totals, delivery dates and payment choices
 * (cart-and-ordering.md §2-§9). Wire field names are the legacy ones.
 */

export const CONTACT_MAX = 1000;
export const LEGAL_NAME_MAX = 300;
export const PICKUP_FREE_TEXT = 'Самовывоз — бесплатно';

// ---- Field rules (cart-and-ordering.md §5) ----

/** A draft field may be empty ('not filled in yet'); what is filled in must be valid. */
export const draftPhoneSchema = z
  .string({ error: 'Телефон должен быть строкой' })
  .max(PHONE_INPUT_MAX, `Телефон не может быть длиннее ${PHONE_INPUT_MAX} символов`)
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits === '' || digits.length >= PHONE_MIN_DIGITS, 'Телефон должен содержать не меньше 10 цифр');

/**
 * cart-and-ordering.md §5: 10 or 12 digits. A wrong checksum is accepted as typed: the company lookup
 * answers it as not found (§8 placeholder), it never refuses the rest of an ordering-data update.
 */
export const innDraftSchema = z
  .string({ error: INN_TEXT.format })
  .trim()
  .refine((value) => value === '' || isInnShaped(value), { message: INN_TEXT.format, abort: true });

export const EMAIL_TEXT = 'Проверьте e-mail: он должен выглядеть как name@example.ru';
export const emailDraftSchema = z
  .string({ error: EMAIL_TEXT })
  .trim()
  .refine((value) => value === '' || emailSchema.safeParse(value).success, EMAIL_TEXT)
  .transform((value) => value.toLowerCase());

const checkoutDeliveryTypeSchema = z.literal([0, 3], {
  error: 'Способ получения: 0 — доставка курьером, 3 — самовывоз',
});

export const paymentTypeSchema = z
  .number({ error: 'Выберите способ оплаты' })
  .int('Выберите способ оплаты')
  .min(1, 'Выберите способ оплаты')
  .max(99, 'Выберите способ оплаты');

/** Delivery dates travel as their day: YYYY-MM-DD (Moscow). */
export const dateIdSchema = z.string({ error: 'Дата доставки: ГГГГ-ММ-ДД' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата доставки: ГГГГ-ММ-ДД');

const nullableId = idSchema.nullable();

// ---- Entities (cart-and-ordering.md §3) ----

/** The checkout form state as the server keeps it per session ("Ordering data"). */
export const orderingDataSchema = z.object({
  /** Digits only. */
  phone: z.string(),
  currentAddressId: z.number().int().nullable(),
  /** The shopper's saved addresses and pickup points. */
  addresses: z.array(addressSchema),
  deliveryType: deliveryTypeSchema,
  deliveryToDoor: z.boolean(),
  deliveryToDoorElevator: z.boolean(),
  deliveryToDoorFloor: z.number().int(),
  /** Door delivery is possible at the chosen address (set by the server). */
  showDeliveryToDoor: z.boolean(),
  cityId: z.number().int().nullable(),
  pointId: z.number().int().nullable(),
  /** A date id of datesInfo.dates (YYYY-MM-DD). */
  deliveryDate: z.string().nullable(),
  deliveryExpress: z.boolean(),
  paymentType: z.number().int().nullable(),
  /** 'Контактное лицо или комментарий'. */
  contact: z.string(),
  /** 'Дублировать заказ на емейл'. */
  mailInput: z.string(),
  /** 0 individual, non-zero legal entity or sole trader. */
  personType: z.number().int(),
  innIp: z.string(),
  legalName: z.string(),
});
export type OrderingData = z.infer<typeof orderingDataSchema>;

/**
 * What the shopper may change. Every field is optional: the server merges it into the saved
 * data. The list of addresses and showDeliveryToDoor belong to the server and are ignored.
 */
export const orderingDataInputSchema = z.object(
  {
    phone: draftPhoneSchema.optional(),
    currentAddressId: nullableId.optional(),
    deliveryType: checkoutDeliveryTypeSchema.optional(),
    deliveryToDoor: flagSchema.optional(),
    deliveryToDoorElevator: flagSchema.optional(),
    deliveryToDoorFloor: floorSchema.optional(),
    cityId: nullableId.optional(),
    pointId: nullableId.optional(),
    deliveryDate: dateIdSchema.nullable().optional(),
    deliveryExpress: flagSchema.optional(),
    paymentType: paymentTypeSchema.nullable().optional(),
    contact: z
      .string({ error: 'Комментарий должен быть строкой' })
      .max(CONTACT_MAX, `Комментарий не может быть длиннее ${CONTACT_MAX} символов`)
      .optional(),
    mailInput: emailDraftSchema.optional(),
    /** cart-and-ordering.md §3: 0 individual, any non-zero value a legal entity or sole trader. */
    personType: personTypeSchema.optional(),
    innIp: innDraftSchema.optional(),
    legalName: z
      .string({ error: 'Название организации должно быть строкой' })
      .max(LEGAL_NAME_MAX, `Название организации не может быть длиннее ${LEGAL_NAME_MAX} символов`)
      .optional(),
  },
  { error: 'Данные заказа должны быть объектом' },
);
export type OrderingDataInput = z.infer<typeof orderingDataInputSchema>;

/** Cart totals for the chosen way of delivery and payment (cart-and-ordering.md §9). */
export const checkoutTotalSchema = cartTotalSchema.extend({
  express: z.object({
    /** Every line can go express and the goods are delivered by courier. */
    enabled: z.boolean(),
    selected: z.boolean(),
    price: moneySchema,
    label: z.string(),
  }),
  /** 'Курьером', 'Экспресс, 4 часа' or 'Самовывоз'. */
  deliveryLabel: z.string(),
  /** '9:00−18:00' for the courier, '9:00−21:00' for pickup. */
  timeWindow: z.string(),
});
export type CheckoutTotal = z.infer<typeof checkoutTotalSchema>;

/** One day of the delivery-date picker ("Date option"). */
export const deliveryDateOptionSchema = z.object({
  id: z.string(),
  /** Moscow midnight of the day, Unix seconds. */
  time: z.number().int(),
  /** '24 ноября'. */
  text: z.string(),
  /** 'вторник'. */
  dayOfWeek: z.string(),
  weekend: z.boolean(),
  /** Earlier than the current minimum, or a day couriers do not work. */
  disabled: z.boolean(),
});
export type DeliveryDateOption = z.infer<typeof deliveryDateOptionSchema>;

export const datesInfoSchema = z.object({
  dates: z.array(deliveryDateOptionSchema),
  delivery: z.object({ courierTime: z.string(), pickupTime: z.string(), note: z.string() }),
  /** The chosen date (id). */
  deliveryDate: z.string().nullable(),
  /** The earliest courier date (id). */
  earlyDeliveryDate: z.string().nullable(),
  /** The pickup date at the chosen point (id), null without a point. */
  pickupDate: z.string().nullable(),
  /** The earliest pickup date at any point (id). */
  firstPickupDate: z.string().nullable(),
});
export type DatesInfo = z.infer<typeof datesInfoSchema>;

export const checkoutCartPageDataSchema = cartPageDataSchema.extend({ datesInfo: datesInfoSchema });

export const checkoutPageSchema = z.object({
  orderingData: orderingDataSchema,
  /** Changes whenever the saved ordering data does; opaque to the client. */
  orderingDataHash: z.string(),
  total: checkoutTotalSchema,
  /** Pickup points of the shopper's city. */
  mapData: z.object({ points: z.array(pickupPointSchema) }),
  cartPageData: checkoutCartPageDataSchema,
  pageData: z.object({ title: z.string(), seo: seoSchema }),
});
export type CheckoutPage = z.infer<typeof checkoutPageSchema>;

export const checkoutUpdateReplySchema = z.object({
  bodyData: orderingDataSchema,
  totals: checkoutTotalSchema,
  /** The chosen date after the update: a stale or impossible one is replaced by the earliest. */
  deliveryDate: z.string().nullable(),
  orderingDataHash: z.string(),
  datesInfo: datesInfoSchema,
});
export type CheckoutUpdateReply = z.infer<typeof checkoutUpdateReplySchema>;

export const checkoutRoutes = defineRoutes(routeTable.checkout, 'ordering', {
  getCheckout: {
    summary: 'Checkout: the saved ordering data, totals, delivery dates, pickup points and the cart',
    reply: checkoutPageSchema,
  },
  updateOrderingData: {
    summary: 'Save a change of the ordering data; answers the totals and the delivery date it leads to',
    body: z.object({ orderingData: orderingDataInputSchema }, { error: 'Передайте orderingData' }),
    reply: checkoutUpdateReplySchema,
    failures: [404],
  },
});
