import type { Address, PrefInput, SaveAddressInput, User } from '@shop/contracts/account.ts';
import { MOCK_AUTH_CODE, MOCK_BUYER, guestUserFixture } from './fixtures/account.ts';
import { DEFAULT_CITY_ID, citiesFixture, pickupPointsFixture, standardizeAddress } from './fixtures/places.ts';
import { clearCart } from './state.ts';

/**
 * The mock shopper's account, in memory like the mock cart: who is signed in, the chosen city,
 * preferences and saved addresses. Tests call resetAccountState() between cases.
 */

type SignedIn = { id: number; username: string; phone: string | null; email: string | null };
type Refusal = { ok: false; status: number; error: string };
type Result<T> = { ok: true; value: T } | Refusal;

const RESEND_MS = 60_000;
const ATTEMPTS = 5;

let signedIn: SignedIn | null = null;
let cityId = DEFAULT_CITY_ID;
/** By owner: 'guest' or 'user:{id}'. */
let prefsByOwner = new Map<string, Map<string, string | number>>();
let agreement: 0 | 1 = 0;
let addressesByOwner = new Map<string, Address[]>();
let nextAddressId = 1;
let nextUserId = 100;
let sentAt = new Map<string, number>();
let triesLeft = new Map<string, number>();
let registered = new Map<string, SignedIn>();

export function resetAccountState(options: { signedIn?: boolean } = {}): void {
  signedIn = options.signedIn ? { id: MOCK_BUYER.id, username: MOCK_BUYER.username, phone: null, email: MOCK_BUYER.email } : null;
  cityId = DEFAULT_CITY_ID;
  prefsByOwner = new Map();
  agreement = 0;
  addressesByOwner = new Map();
  nextAddressId = 1;
  nextUserId = 100;
  sentAt = new Map();
  triesLeft = new Map();
  registered = new Map([[MOCK_BUYER.email, { id: MOCK_BUYER.id, username: MOCK_BUYER.username, phone: null, email: MOCK_BUYER.email }]]);
}
resetAccountState();

const refuse = (status: number, error: string): Refusal => ({ ok: false, status, error });
const owner = () => (signedIn ? `user:${signedIn.id}` : 'guest');
const prefsOf = (key = owner()) => prefsByOwner.get(key) ?? new Map<string, string | number>();
const addressesOf = (key = owner()) => addressesByOwner.get(key) ?? [];

/** Like the shop: what the guest saved joins the user's account. */
function signIn(user: SignedIn): void {
  const guestAddresses = addressesOf('guest');
  const guestPrefs = prefsOf('guest');
  signedIn = user;
  addressesByOwner.set(owner(), [...guestAddresses, ...addressesOf()]);
  prefsByOwner.set(owner(), new Map([...prefsOf(), ...guestPrefs]));
  addressesByOwner.delete('guest');
  prefsByOwner.delete('guest');
}

export function currentUser(): User {
  const city = citiesFixture.find((entry) => entry.id === cityId) ?? citiesFixture[0];
  const contact = prefsOf().get('contact');
  return {
    ...guestUserFixture,
    ...(signedIn ?? {}),
    id: signedIn?.id ?? false,
    contact: typeof contact === 'string' && contact ? contact : null,
    favoriteCount: signedIn ? 3 : 0,
    cityData: city ? { cityName: city.name, cityId: city.id, sysCityId: city.sysCityId } : guestUserFixture.cityData,
  };
}

/** A code "goes out" at most once a minute per destination; in mock mode it is always MOCK_AUTH_CODE. */
export function sendCode(destination: string, now = Date.now()): Result<null> {
  const last = sentAt.get(destination);
  if (last !== undefined && now - last < RESEND_MS) {
    return refuse(429, `Повторно отправить код можно через ${Math.ceil((last + RESEND_MS - now) / 1000)} с`);
  }
  sentAt.set(destination, now);
  triesLeft.set(destination, ATTEMPTS);
  return { ok: true, value: null };
}

export function checkCode(destination: { phone?: string; email?: string }, code: string): Result<User> {
  const key = destination.phone ?? destination.email ?? '';
  const left = triesLeft.get(key);
  if (left === undefined) return refuse(401, 'Код не найден или устарел: запросите новый');
  if (left <= 0) return refuse(401, 'Попытки ввода кода закончились: запросите новый код');
  if (code !== MOCK_AUTH_CODE) {
    triesLeft.set(key, left - 1);
    return refuse(401, left > 1 ? `Неверный код. Осталось попыток: ${left - 1}` : 'Попытки ввода кода закончились: запросите новый код');
  }
  triesLeft.delete(key);
  const user =
    registered.get(key) ??
    (destination.phone
      ? { id: (nextUserId += 1), username: `+${destination.phone}`, phone: destination.phone, email: null }
      : { id: (nextUserId += 1), username: key, phone: null, email: key });
  registered.set(key, user);
  signIn(user);
  return { ok: true, value: currentUser() };
}

export function login(email: string, password: string): Result<User> {
  const user = registered.get(email);
  if (!user || (email === MOCK_BUYER.email && password !== MOCK_BUYER.password)) return refuse(401, 'Неверный e-mail или пароль');
  signIn(user);
  return { ok: true, value: currentUser() };
}

export function register(email: string, username: string | undefined): Result<User> {
  if (registered.has(email)) return refuse(409, 'Этот e-mail уже зарегистрирован: войдите по паролю или по коду');
  const user = { id: (nextUserId += 1), username: username ?? email, phone: null, email };
  registered.set(email, user);
  signIn(user);
  return { ok: true, value: currentUser() };
}

/** Like the shop: the session becomes a guest with an empty cart; the user keeps what they saved. */
export function logout(): User {
  signedIn = null;
  clearCart();
  return currentUser();
}

export function setPref(input: PrefInput): PrefInput {
  prefsByOwner.set(owner(), new Map(prefsOf()).set(input.field, input.value));
  return input;
}

export function setCity(id: number): Result<User['cityData']> {
  const city = citiesFixture.find((entry) => entry.id === id);
  if (!city) return refuse(404, 'Город не найден');
  cityId = city.id;
  return { ok: true, value: { cityName: city.name, cityId: city.id, sysCityId: city.sysCityId } };
}

export function setAgreement(status: 0 | 1): 0 | 1 {
  agreement = status;
  return agreement;
}

export function savedAddresses(): Address[] {
  return addressesOf();
}

export function saveAddress(input: SaveAddressInput): Result<{ id: number; addresses: Address[] }> {
  const city = citiesFixture.find((entry) => entry.id === input.cityId);
  if (!city) return refuse(404, 'Город не найден');
  const addresses = addressesOf();
  if (input.id !== undefined && !addresses.some((entry) => entry.id === input.id)) return refuse(404, 'Адрес не найден');
  let address: Omit<Address, 'id'>;
  if (input.deliveryType === 3) {
    const point = pickupPointsFixture.find((entry) => entry.id === input.pointId);
    if (!point) return refuse(404, 'Пункт выдачи не найден');
    if (point.cityId !== city.id) return refuse(409, 'Пункт выдачи находится в другом городе: выберите пункт в своём городе');
    address = {
      text: `${point.name}, ${point.text}`,
      label: point.label,
      address: point.address,
      cityId: city.id,
      pointId: point.id,
      lat: point.lat,
      lng: point.lng,
      deliveryType: 3,
      deliveryToDoor: false,
      deliveryToDoorElevator: false,
      deliveryToDoorFloor: 1,
      showDeliveryToDoor: false,
      pType: 'pickup',
    };
  } else {
    const standard = standardizeAddress(city, input.address);
    if (standard.phrase === null || standard.lat === null || standard.lng === null) {
      return refuse(409, 'Не удалось распознать адрес: выберите улицу и дом из подсказок');
    }
    if (input.deliveryToDoor && !standard.totals.showDeliveryToDoor) return refuse(409, 'Доставка до двери по этому адресу недоступна');
    const floor = input.deliveryToDoor ? input.deliveryToDoorFloor : 1;
    const elevator = input.deliveryToDoor && input.deliveryToDoorElevator;
    address = {
      text: standard.phrase,
      label: input.deliveryToDoor ? `До двери, этаж ${floor}, ${elevator ? 'есть лифт' : 'без лифта'}` : 'Доставка курьером',
      address: standard.phrase,
      cityId: city.id,
      pointId: null,
      lat: standard.lat,
      lng: standard.lng,
      deliveryType: 0,
      deliveryToDoor: input.deliveryToDoor,
      deliveryToDoorElevator: elevator,
      deliveryToDoorFloor: floor,
      showDeliveryToDoor: standard.totals.showDeliveryToDoor,
      pType: 'delivery',
    };
  }
  const same = addresses.find((entry) =>
    entry.deliveryType === address.deliveryType && (address.deliveryType === 3 ? entry.pointId === address.pointId : entry.address === address.address),
  );
  const id = input.id ?? same?.id ?? nextAddressId++;
  const saved = [{ ...address, id }, ...addresses.filter((entry) => entry.id !== id)];
  addressesByOwner.set(owner(), saved);
  return { ok: true, value: { id, addresses: saved } };
}

export function removeAddress(id: number): Result<{ id: number; addresses: Address[] }> {
  const addresses = addressesOf();
  if (!addresses.some((entry) => entry.id === id)) return refuse(404, 'Адрес не найден');
  const left = addresses.filter((entry) => entry.id !== id);
  addressesByOwner.set(owner(), left);
  return { ok: true, value: { id, addresses: left } };
}
