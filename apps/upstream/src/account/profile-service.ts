import { GUEST_USERNAME, NO_STAFF } from '@shop/contracts/account.ts';
import type { Address, CityData, PrefInput, SaveAddressInput, Staff, User } from '@shop/contracts/account.ts';
import { DeliveryType } from '@shop/contracts/browser/checkout.ts';
import type { AddressRow, NewAddress, Owner } from './store.ts';
import type { CityRow } from '../places/store.ts';
import type { SessionRow } from '../db/sessions.ts';
import type { Store } from '../db/store.ts';
import { cartOwner } from '../http/session.ts';
import { createPlacesService, pointView } from '../places/places-service.ts';
import { SOCIAL_PROVIDERS } from './auth-service.ts';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import { refusal } from '../http/reply-shapes.ts';

export const PROFILE_TEXT = {
  cityNotFound: 'Город не найден',
  pointNotFound: 'Пункт выдачи не найден',
  addressNotFound: 'Адрес не найден',
  pointInOtherCity: 'Пункт выдачи находится в другом городе: выберите пункт в своём городе',
  addressNotRecognised: 'Не удалось распознать адрес: выберите улицу и дом из подсказок',
  noDoorDelivery: 'Доставка до двери по этому адресу недоступна',
  tooManyAddresses: (limit: number) => `Можно сохранить не больше ${limit} адресов: удалите ненужные`,
  courier: 'Доставка курьером',
} as const;

export const ADDRESS_LIMIT = 30;
const CITY_PREF = 'cityId';
const AGREEMENT_PREF = 'agreement';

export function addressView(row: AddressRow): Address {
  const pickup = row.delivery_type === DeliveryType.pickup;
  const door = row.delivery_to_door === 1;
  const doorLabel = `До двери, этаж ${row.delivery_to_door_floor}, ${row.delivery_to_door_elevator === 1 ? 'есть лифт' : 'без лифта'}`;
  return {
    id: row.id,
    text: pickup ? `${row.point_name ?? ''}, ${row.point_street_address ?? ''}` : row.address,
    label: pickup ? (row.point_label ?? '') : door ? doorLabel : PROFILE_TEXT.courier,
    address: row.address,
    cityId: row.city_id,
    pointId: row.point_id,
    lat: row.lat,
    lng: row.lng,
    deliveryType: row.delivery_type,
    deliveryToDoor: door,
    deliveryToDoorElevator: row.delivery_to_door_elevator === 1,
    deliveryToDoorFloor: row.delivery_to_door_floor,
    showDeliveryToDoor: row.show_delivery_to_door === 1,
    pType: pickup ? 'pickup' : 'delivery',
  };
}

const staffOf = (roles: Set<string>): Staff => ({ debug: roles.has('debug'), sal: roles.has('sal') });

const cityData = (city: CityRow): CityData => ({ cityName: city.name, cityId: city.id, sysCityId: city.sys_city_id });

/** The current user, preferences, city, agreement and saved addresses of a session's owner. */
export function createProfileService(store: Store) {
  const { db, account, places } = store;
  const placesService = createPlacesService(places);

  const cityOf = (owner: Owner): CityRow => {
    const chosen = account.prefsOf(owner).get(CITY_PREF);
    return (typeof chosen === 'number' ? places.city(chosen) : undefined) ?? places.defaultCity();
  };

  const addresses = (owner: Owner) => account.addressesOf(owner).map(addressView);

  /** What is stored for an address: a pickup point's own address, or the recognised street and house. */
  function resolveAddress(input: SaveAddressInput, city: CityRow): Outcome<NewAddress> {
    if (input.deliveryType === DeliveryType.pickup) {
      const point = input.pointId ? places.point(input.pointId) : undefined;
      if (!point) return refuse(404, PROFILE_TEXT.pointNotFound);
      if (point.city_id !== city.id) return refusal(409, PROFILE_TEXT.pointInOtherCity);
      return done({
        deliveryType: DeliveryType.pickup,
        address: pointView(point).address,
        cityId: city.id,
        pointId: point.id,
        lat: point.lat,
        lng: point.lng,
        deliveryToDoor: false,
        deliveryToDoorElevator: false,
        deliveryToDoorFloor: 1,
        showDeliveryToDoor: false,
      });
    }
    const standard = placesService.standardize(city, input.address);
    if (standard.phrase === null || standard.lat === null || standard.lng === null) {
      return refusal(409, PROFILE_TEXT.addressNotRecognised);
    }
    const showDeliveryToDoor = standard.totals.showDeliveryToDoor;
    if (input.deliveryToDoor && !showDeliveryToDoor) return refusal(409, PROFILE_TEXT.noDoorDelivery);
    return done({
      deliveryType: DeliveryType.courier,
      address: standard.phrase,
      cityId: city.id,
      pointId: null,
      lat: standard.lat,
      lng: standard.lng,
      deliveryToDoor: input.deliveryToDoor,
      deliveryToDoorElevator: input.deliveryToDoor && input.deliveryToDoorElevator,
      deliveryToDoorFloor: input.deliveryToDoor ? input.deliveryToDoorFloor : 1,
      showDeliveryToDoor,
    });
  }

  return {
    user(session: SessionRow): User {
      const owner = cartOwner(session);
      const user = session.user_id !== null ? store.sessions.user(session.user_id) : undefined;
      const contact = account.prefsOf(owner).get('contact');
      return {
        id: user?.id ?? false,
        username: user?.username ?? GUEST_USERNAME,
        contact: typeof contact === 'string' && contact !== '' ? contact : null,
        phone: user?.phone ?? null,
        email: user?.email ?? null,
        favoriteCount: user ? store.sessions.favoriteCount(user.id) : 0,
        socialAuth: { enable: true, socials: [...SOCIAL_PROVIDERS] },
        cityData: cityData(cityOf(owner)),
        cities: placesService.cities(),
        staff: user ? staffOf(store.sessions.staffRoles(user.id)) : NO_STAFF,
      };
    },

    setPref(owner: Owner, input: PrefInput): PrefInput {
      account.setPref(owner, input.field, input.value);
      return input;
    },

    setCity(owner: Owner, cityId: number): Outcome<CityData> {
      const city = places.city(cityId);
      if (!city) return refuse(404, PROFILE_TEXT.cityNotFound);
      account.setPref(owner, CITY_PREF, city.id);
      return done(cityData(city));
    },

    setAgreement(owner: Owner, status: 0 | 1): 0 | 1 {
      account.setPref(owner, AGREEMENT_PREF, status);
      return status;
    },

    /**
     * Saves an address: with an id, that address changes; without one, an address at the same
     * place is updated rather than repeated. Answers every saved address, latest first.
     */
    saveAddress(owner: Owner, input: SaveAddressInput): Outcome<{ id: number; addresses: Address[] }> {
      const city = places.city(input.cityId);
      if (!city) return refuse(404, PROFILE_TEXT.cityNotFound);
      const resolved = resolveAddress(input, city);
      if (!resolved.ok) return resolved;
      const address = resolved.value;
      return db
        .transaction((): Outcome<{ id: number; addresses: Address[] }> => {
          let id = input.id ?? account.sameAddress(owner, address);
          if (input.id !== undefined && !account.ownsAddress(owner, input.id)) return refuse(404, PROFILE_TEXT.addressNotFound);
          if (id !== undefined) {
            account.updateAddress(id, address);
          } else {
            if (account.countAddresses(owner) >= ADDRESS_LIMIT) return refusal(409, PROFILE_TEXT.tooManyAddresses(ADDRESS_LIMIT));
            id = account.insertAddress(owner, address);
          }
          return done({ id, addresses: addresses(owner) });
        })
        .immediate();
    },

    removeAddress(owner: Owner, id: number): Outcome<{ id: number; addresses: Address[] }> {
      return db
        .transaction((): Outcome<{ id: number; addresses: Address[] }> => {
          if (!account.ownsAddress(owner, id)) return refuse(404, PROFILE_TEXT.addressNotFound);
          account.deleteAddress(id);
          return done({ id, addresses: addresses(owner) });
        })
        .immediate();
    },
  };
}
