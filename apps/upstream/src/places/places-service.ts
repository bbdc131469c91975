import type { AddressSuggestion, City, CompanyLookup, PickupPoint, StandardizedAddress } from '@shop/contracts/places.ts';
import { searchForm } from './store.ts';
import type { CityRow, PickupPointRow, PlacesRepo, StreetRow } from './store.ts';
import { streetLine } from './seed.ts';
import { housesStartingWith, parseAddress } from './address-parser.ts';

const SUGGESTIONS = 10;
/** Inhabitants; smaller towns get delivery to the house, not up to the flat. */
export const DOOR_DELIVERY_FROM_POPULATION = 120_000;
const STREETS_LOOKED_AT = 10;

export const cityView = (row: CityRow): City => ({
  id: row.id,
  sysCityId: row.sys_city_id,
  name: row.name,
  lat: row.lat,
  lng: row.lng,
  bold: row.bold === 1,
  icon: row.has_points === 1,
});

export const cityPrefix = (city: Pick<CityRow, 'name'>) => `г. ${city.name}`;

export const pointView = (row: PickupPointRow): PickupPoint => ({
  id: row.id,
  cityId: row.city_id,
  name: row.name,
  text: row.street_address,
  label: row.label,
  address: `${cityPrefix({ name: row.city_name })}, ${row.street_address}`,
  workHours: row.work_hours,
  lat: row.lat,
  lng: row.lng,
});

const houseCoordinates = (street: StreetRow, house: number) => ({
  lat: Math.round((street.lat + house * street.dlat) * 1e6) / 1e6,
  lng: Math.round((street.lng + house * street.dlng) * 1e6) / 1e6,
});

/** The demo address service (cart-and-ordering.md §7 "Address and company lookups") over generated streets. */
export function createPlacesService(places: PlacesRepo) {
  const streetsFor = (city: CityRow, street: string, kind: string | null) => {
    const found = places.streetsMatching(city.id, street, STREETS_LOOKED_AT);
    return kind ? found.filter((entry) => entry.kind === kind) : found;
  };

  return {
    cities: () => places.cities().map(cityView),

    /** Streets for a name being typed; with a house number, the houses that start with it. */
    suggest(city: CityRow, text: string): AddressSuggestion[] {
      const parsed = parseAddress(text, city.name);
      if (!parsed.street) return [];
      const streets = streetsFor(city, parsed.street, parsed.kind);
      const suggestion = (line: string): AddressSuggestion => ({ text: line, value: `${cityPrefix(city)}, ${line}` });
      if (parsed.house === null) return streets.slice(0, SUGGESTIONS).map((street) => suggestion(streetLine(street)));
      const found: AddressSuggestion[] = [];
      for (const street of streets) {
        for (const house of housesStartingWith(parsed.house, street.houses, SUGGESTIONS - found.length)) {
          found.push(suggestion(`${streetLine(street)}, д. ${house}`));
        }
        if (found.length >= SUGGESTIONS) break;
      }
      return found;
    },

    /**
     * A deliverable address is a known street of the city with a house that exists on it;
     * anything else gets no phrase. Couriers carry to the door in the larger cities, except on
     * highways (shops and private houses there).
     */
    standardize(city: CityRow, text: string): StandardizedAddress {
      const parsed = parseAddress(text, city.name);
      const unknown: StandardizedAddress = { phrase: null, cityId: city.id, lat: null, lng: null, totals: { showDeliveryToDoor: false } };
      if (!parsed.street || parsed.house === null) return unknown;
      const candidates = streetsFor(city, parsed.street, parsed.kind);
      const exact = candidates.filter((street) => searchForm(street.name) === parsed.street);
      const street = exact[0] ?? (candidates.length === 1 ? candidates[0] : undefined);
      const house = Number(parsed.house);
      if (!street || house < 1 || house > street.houses) return unknown;
      const flat = parsed.flat ? `, кв. ${parsed.flat}` : '';
      return {
        phrase: `${cityPrefix(city)}, ${streetLine(street)}, д. ${house}${flat}`,
        cityId: city.id,
        ...houseCoordinates(street, house),
        totals: { showDeliveryToDoor: city.population >= DOOR_DELIVERY_FROM_POPULATION && street.kind !== 'ш.' },
      };
    },

    company(inn: string): CompanyLookup {
      const company = places.company(inn);
      return company
        ? { resultInfo: { status: 'OK', value: company.short_name, fullName: company.full_name } }
        : { resultInfo: { status: 'NOT_FOUND', value: '', fullName: '' } };
    },
  };
}
