import type { City } from '@shop/contracts/places.ts';

/** cart-and-ordering.md §9: 30 cities at a time, 30 more near the bottom. */
export const CITIES_PAGE = 30;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Case-insensitive search with the special characters of the query escaped (§9 "Cities panel"). */
export function filterCities(cities: readonly City[], query: string): City[] {
  const text = query.trim();
  if (text === '') return [...cities];
  const pattern = new RegExp(escapeRegExp(text), 'i');
  return cities.filter((city) => pattern.test(city.name));
}
