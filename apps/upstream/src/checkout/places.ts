import type { Address } from '@shop/contracts/account.ts';
import type { PickupPoint } from '@shop/contracts/places.ts';
import { addressView } from '../account/profile-service.ts';
import type { CartOwner } from '../cart/store.ts';
import type { Store } from '../db/store.ts';
import { pointView } from '../places/places-service.ts';

/** The account keeps the shopper's chosen city as this preference. */
const CITY_PREF = 'cityId';

/**
 * Where checkout meets the account domain: the shopper's saved addresses, their city and the
 * pickup points. Read only; the account's paths write them.
 */
export function createCheckoutPlaces(store: Store) {
  const { account, places } = store;
  return {
    addresses: (owner: CartOwner): Address[] => account.addressesOf(owner).map(addressView),
    address(owner: CartOwner, id: number): Address | undefined {
      const row = account.addressesOf(owner).find((entry) => entry.id === id);
      return row ? addressView(row) : undefined;
    },
    points: (cityId: number): PickupPoint[] => places.pointsOfCity(cityId).map(pointView),
    point(id: number): PickupPoint | undefined {
      const row = places.point(id);
      return row ? pointView(row) : undefined;
    },
    /** Checkout fields the shopper saved as preferences, as the start of a new checkout. */
    checkoutPrefs(owner: CartOwner): { contact?: string; mailInput?: string; personType?: number; paymentType?: number } {
      const prefs = account.prefsOf(owner);
      const text = (field: string) => {
        const value = prefs.get(field);
        return typeof value === 'string' ? value : undefined;
      };
      const personType = Number(prefs.get('personType'));
      const paymentType = Number(prefs.get('paymentType'));
      return {
        ...(text('contact') !== undefined ? { contact: text('contact') } : {}),
        ...(text('mailInput') !== undefined ? { mailInput: text('mailInput') } : {}),
        // §3: 0 an individual, any non-zero value a legal entity or sole trader.
        ...(Number.isInteger(personType) && personType >= 0 && personType <= 99 ? { personType } : {}),
        ...(Number.isInteger(paymentType) && paymentType > 0 ? { paymentType } : {}),
      };
    },
    cityExists: (id: number) => places.city(id) !== undefined,
    /** The city the shopper chose, else the shop's default one. */
    cityOf(owner: CartOwner): number {
      const chosen = Number(account.prefsOf(owner).get(CITY_PREF));
      return Number.isInteger(chosen) && places.city(chosen) ? chosen : places.defaultCity().id;
    },
  };
}

export type CheckoutPlaces = ReturnType<typeof createCheckoutPlaces>;
