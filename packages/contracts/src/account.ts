import { z } from 'zod';
import { defineRoutes, routeTable } from './browser/route.ts';
import { deliveryTypeSchema } from './enums.ts';
import { idSchema, phoneSchema } from './fields.ts';
import { ADDRESS_MAX_LENGTH, citySchema, cityIdSchema, latitudeSchema, longitudeSchema, pickupPointIdSchema } from './places.ts';
import { FLOOR_MAX, FLOOR_MIN } from './rules/checkout-fields.ts';
import { AUTH_CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './browser/account.ts';
import { DeliveryType } from './browser/checkout.ts';

/** Sign-in, the current user, saved addresses and preferences (cart-and-ordering.md §3, §6, §7). */

export {
  AUTH_CODE_ATTEMPTS,
  AUTH_CODE_LENGTH,
  AUTH_CODE_RESEND_SECONDS,
  AUTH_CODE_TTL_SECONDS,
  GUEST_USERNAME,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './browser/account.ts';
export { FLOOR_MAX, FLOOR_MIN };
export const PHONE_MAX_DIGITS = 15;

/**
 * One spelling per Russian number, so the same person is the same user: 10 digits get the
 * country code 7, a leading 8 of 11 digits becomes 7. Other numbers keep their digits.
 */
export function canonicalPhone(digits: string): string {
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  return digits;
}

export const authPhoneSchema = phoneSchema
  .refine((digits) => digits.length <= PHONE_MAX_DIGITS, `Телефон не может содержать больше ${PHONE_MAX_DIGITS} цифр`)
  .transform(canonicalPhone);

export const emailSchema = z
  .string({ error: 'Укажите e-mail' })
  .trim()
  .toLowerCase()
  .min(1, 'Укажите e-mail')
  .max(254, 'E-mail не может быть длиннее 254 символов')
  .pipe(z.email({ error: 'Проверьте e-mail: он должен выглядеть как name@example.ru' }));

export const authCodeSchema = z
  .string({ error: 'Введите код из сообщения' })
  .trim()
  .regex(/^\d{6}$/, 'Код состоит из 6 цифр');

export const passwordSchema = z
  .string({ error: 'Введите пароль' })
  .min(PASSWORD_MIN_LENGTH, `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов`)
  .max(PASSWORD_MAX_LENGTH, `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`);

export const socialProviderSchema = z.enum(['vk', 'yandex', 'ok', 'mailru'], { error: 'Неизвестный способ входа' });
export type SocialProvider = z.infer<typeof socialProviderSchema>;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Where a one-time code goes: exactly one of a phone and an e-mail (the other null or absent). */
export const codeDestinationSchema = z
  .object({
    phone: z.preprocess(blankToUndefined, authPhoneSchema.optional()),
    email: z.preprocess(blankToUndefined, emailSchema.optional()),
  })
  .superRefine((value, context) => {
    if (value.phone === undefined && value.email === undefined) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'Укажите телефон или e-mail' });
    } else if (value.phone !== undefined && value.email !== undefined) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'Укажите что-то одно: телефон или e-mail' });
    }
  });
export type CodeDestination = z.output<typeof codeDestinationSchema>;

export const checkCodeInputSchema = z
  .object({
    code: authCodeSchema,
    phone: z.preprocess(blankToUndefined, authPhoneSchema.optional()),
    email: z.preprocess(blankToUndefined, emailSchema.optional()),
  })
  .superRefine((value, context) => {
    // cart-and-ordering.md §7: checkCode takes the code alone; the server knows where the session's
    // code went. A phone or an e-mail may still name it, but not both.
    if (value.phone !== undefined && value.email !== undefined) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'Укажите что-то одно: телефон или e-mail' });
    }
  });

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Введите пароль' }).min(1, 'Введите пароль').max(PASSWORD_MAX_LENGTH, 'Неверный e-mail или пароль'),
});

/**
 * Characters a name must not carry: control characters, line and paragraph separators (a name is
 * one line, and U+2028/U+2029 end a line in a link's path for the router) and invisible format
 * characters (zero-width spaces, text direction overrides) that make one name look like another.
 */
const UNSEEN_IN_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** A shopper's name as others see it on their reviews and comments, linked to the author's page. */
export const usernameSchema = z
  .string()
  .trim()
  .min(2, 'Имя должно быть не короче 2 символов')
  .max(60, 'Имя должно быть не длиннее 60 символов')
  .refine((name) => !UNSEEN_IN_NAME.test(name), 'Имя не может содержать переводы строк и невидимые символы');

export const registerInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema.optional(),
});

export const rememberInputSchema = z.object({ email: emailSchema });

export const cityDataSchema = z.object({
  cityName: z.string(),
  cityId: z.number().int().positive(),
  sysCityId: z.number().int().positive(),
});
export type CityData = z.infer<typeof cityDataSchema>;

/**
 * Staff flags of the signed-in user; everyone else has both false. `debug`: the one staff account
 * that sees checkout's 'Показать данные для отладки' (cart-and-ordering.md §1, §6). `sal`: the
 * one-click button reads 'Добавить в буфер' and copies the assortment id (product-widgets-monitoring.md §4).
 * Absent from a backend that does not know staff: read as no staff.
 */
export const staffSchema = z.object({ debug: z.boolean(), sal: z.boolean() });
export type Staff = z.infer<typeof staffSchema>;
export const NO_STAFF: Staff = { debug: false, sal: false };

export const userSchema = z.object({
  /** false for a guest. */
  id: z.union([z.number().int().positive(), z.literal(false)]),
  username: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  favoriteCount: z.number().int().nonnegative(),
  socialAuth: z.object({
    enable: z.boolean(),
    socials: z.array(z.object({ providerId: socialProviderSchema, name: z.string() })),
  }),
  cityData: cityDataSchema,
  cities: z.array(citySchema),
  staff: staffSchema.default(NO_STAFF),
});
export type User = z.infer<typeof userSchema>;

export const userReplySchema = z.object({ user: userSchema });

export const sendCodeReplySchema = z.object({
  channel: z.enum(['sms', 'email']),
  /** The phone or e-mail, partly masked, for 'Код отправлен на …'. */
  destination: z.string(),
  codeLength: z.literal(AUTH_CODE_LENGTH),
  expiresInSeconds: z.number().int().positive(),
  resendAfterSeconds: z.number().int().nonnegative(),
});

/** A saved delivery address or pickup point (cart-and-ordering.md §3 "Address"). */
export const addressSchema = z.object({
  id: z.number().int().positive(),
  /** What the address picker shows. */
  text: z.string(),
  /** Delivery label: 'Доставка курьером', 'До двери, этаж 5, есть лифт', 'Постамат', … */
  label: z.string(),
  address: z.string(),
  cityId: z.number().int().positive(),
  pointId: z.number().int().positive().nullable(),
  lat: latitudeSchema,
  lng: longitudeSchema,
  deliveryType: deliveryTypeSchema,
  deliveryToDoor: z.boolean(),
  deliveryToDoorElevator: z.boolean(),
  deliveryToDoorFloor: z.number().int().min(FLOOR_MIN).max(FLOOR_MAX),
  showDeliveryToDoor: z.boolean(),
  pType: z.enum(['delivery', 'pickup']),
});
export type Address = z.infer<typeof addressSchema>;

const FLOOR_RANGE_TEXT = `Этаж — целое число от ${FLOOR_MIN} до ${FLOOR_MAX}`;
export const floorSchema = z
  .number({ error: FLOOR_RANGE_TEXT })
  .int(FLOOR_RANGE_TEXT)
  .min(FLOOR_MIN, FLOOR_RANGE_TEXT)
  .max(FLOOR_MAX, FLOOR_RANGE_TEXT);

/** Checkboxes travel as booleans or as 1/0 (cart-and-ordering.md §4 "Other"). */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Ожидается да или нет (1 или 0)' })
  .transform((value) => value === true || value === 1);

export const deliveryTypeInputSchema = z.literal([0, 3], {
  error: 'Способ получения: 0 — доставка курьером, 3 — самовывоз',
});

/** A new address has no id yet; the map window calls it 'new'. */
const addressIdInputSchema = z.preprocess(
  (value) => (value === 'new' || value === '' || value === null ? undefined : value),
  idSchema.optional(),
);

export const saveAddressInputSchema = z
  .object({
    id: addressIdInputSchema,
    address: z
      .string({ error: 'Укажите адрес' })
      .trim()
      .max(ADDRESS_MAX_LENGTH, `Адрес не может быть длиннее ${ADDRESS_MAX_LENGTH} символов`)
      .default(''),
    cityId: cityIdSchema,
    pointId: z.preprocess((value) => (value === 0 || value === '' ? null : value), pickupPointIdSchema.nullish()),
    deliveryType: deliveryTypeInputSchema,
    deliveryToDoor: flagSchema.default(false),
    deliveryToDoorElevator: flagSchema.default(false),
    deliveryToDoorFloor: floorSchema.default(FLOOR_MIN),
    /** Read for the legacy body's sake: whether the door is reachable is the address service's answer. */
    showDeliveryToDoor: flagSchema.default(false),
  })
  .superRefine((value, context) => {
    if (value.deliveryType === DeliveryType.courier && value.address === '') {
      context.addIssue({ code: 'custom', path: ['address'], message: 'Укажите адрес' });
    }
    if (value.deliveryType === DeliveryType.pickup && !value.pointId) {
      context.addIssue({ code: 'custom', path: ['pointId'], message: 'Выберите пункт выдачи' });
    }
  });
export type SaveAddressInput = z.output<typeof saveAddressInputSchema>;

export const savedAddressesReplySchema = z.object({ id: z.number().int().positive(), addresses: z.array(addressSchema) });

const PERSON_TYPE_TEXT = 'Покупатель: 0 — физлицо, иначе юрлицо или ИП';
export const personTypeSchema = z
  .number({ error: PERSON_TYPE_TEXT })
  .int(PERSON_TYPE_TEXT)
  .min(0, PERSON_TYPE_TEXT)
  .max(99, PERSON_TYPE_TEXT);

/** The preferences setPrefs knows, each with its own check. */
export const prefInputSchema = z.discriminatedUnion(
  'field',
  [
    z.object({
      field: z.literal('contact'),
      value: z.string({ error: 'Контакт — это текст' }).trim().max(200, 'Контакт не может быть длиннее 200 символов'),
    }),
    z.object({ field: z.literal('mailInput'), value: z.union([z.literal(''), emailSchema]) }),
    // cart-and-ordering.md §3: 0 an individual, any non-zero value a legal entity or sole trader.
    z.object({ field: z.literal('personType'), value: personTypeSchema }),
    z.object({
      field: z.literal('paymentType'),
      value: z.number({ error: 'Способ оплаты должен быть числом' }).int('Способ оплаты должен быть целым числом').min(1).max(99),
    }),
    z.object({ field: z.literal('subscribe'), value: z.literal([0, 1], { error: 'Согласие на рассылку: 1 или 0' }) }),
  ],
  { error: 'Неизвестная настройка' },
);
export type PrefInput = z.output<typeof prefInputSchema>;
export const PREF_FIELDS = ['contact', 'mailInput', 'personType', 'paymentType', 'subscribe'] as const;
export const prefReplySchema = z.object({ field: z.enum(PREF_FIELDS), value: z.union([z.string(), z.number()]) });

export const agreementSchema = z.literal([0, 1], { error: 'Согласие: 1 — да, 0 — нет' });
export const userCityReplySchema = cityDataSchema;

const rateLimited = 429;

/**
 * Where the social provider sends the browser back (a navigation, not a call of the app): the BFF
 * finishes the sign-in there for the browser that started it, and sends it on to the shop.
 */
export const SOCIAL_RETURN_PATH = '/api/auth/social/return';

export const accountRoutes = defineRoutes(routeTable.account, 'auth', {
  sendCode: {
    summary: 'Send a one-time sign-in code to a phone or an e-mail',
    description:
      "A code asked again within 60 s is the upstream's 429, passed on with `retry-after` (its header, else the seconds in its text)",
    body: codeDestinationSchema,
    reply: sendCodeReplySchema,
    failures: [rateLimited],
  },
  checkCode: {
    summary: 'Sign in with the one-time code; the guest cart joins the user’s',
    description: '401: a wrong, expired or used-up code, or a code another client asked for (SECURITY.md, "Sign-in")',
    body: checkCodeInputSchema,
    reply: userReplySchema,
    failures: [401, rateLimited],
  },
  logout: {
    summary: 'Sign out: the session becomes a guest with an empty cart',
    reply: userReplySchema,
  },
  login: {
    summary: 'Sign in with e-mail and password',
    description: '401: a wrong password. Wrong passwords are counted by account, never locking it (SECURITY.md, "Sign-in")',
    body: loginInputSchema,
    reply: userReplySchema,
    failures: [401, rateLimited],
  },
  register: {
    summary: 'Register with e-mail and password and sign in',
    description: '409: the e-mail is taken',
    body: registerInputSchema,
    reply: userReplySchema,
    failures: [409, rateLimited],
  },
  remember: {
    summary: 'Password reminder: a sign-in code goes to the e-mail if it is registered',
    body: rememberInputSchema,
    reply: z.object({ sent: z.literal(true) }),
    failures: [rateLimited],
  },
  social: {
    summary: 'Start a social sign-in: the address of the provider’s page to go to',
    description:
      'The way back is `{PUBLIC_URL}/api/auth/social/return`, bound to the browser that starts; without `PUBLIC_URL` only a shop on a loopback host offers it, anywhere else this is 503 (SECURITY.md, "Sign-in")',
    body: z.object({ providerId: socialProviderSchema }),
    reply: z.object({ redirectUrl: z.string() }),
    failures: [503],
  },
  currentUser: {
    tag: 'user',
    summary: 'The current user (id false for a guest) with city, cities and social sign-in options',
    reply: userReplySchema,
  },
});
