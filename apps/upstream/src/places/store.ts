import type { Database } from '../db/database.ts';

export interface CityRow {
  id: number;
  sys_city_id: number;
  name: string;
  region: string;
  population: number;
  lat: number;
  lng: number;
  bold: number;
  has_points: number;
}

export interface StreetRow {
  id: number;
  city_id: number;
  kind: string;
  name: string;
  houses: number;
  lat: number;
  lng: number;
  dlat: number;
  dlng: number;
}

export interface PickupPointRow {
  id: number;
  city_id: number;
  city_name: string;
  name: string;
  label: string;
  street_address: string;
  work_hours: string;
  lat: number;
  lng: number;
}

export interface CompanyRow {
  inn: string;
  short_name: string;
  full_name: string;
}

const CITY_COLUMNS = `c.id, c.sys_city_id, c.name, c.region, c.population, c.lat, c.lng, c.bold,
  EXISTS (SELECT 1 FROM pickup_points p WHERE p.city_id = c.id) AS has_points`;
const POINT_COLUMNS = `p.id, p.city_id, c.name AS city_name, p.name, p.label, p.street_address, p.work_hours, p.lat, p.lng`;

/** Lower case with ё read as е: how streets are searched. */
export const searchForm = (text: string) => text.toLowerCase().replace(/ё/g, 'е');

/** Cities, streets, pickup points and companies: reference data, read only after generation. */
export function createPlacesRepo(db: Database) {
  const cities = db.prepare<[], CityRow>(`SELECT ${CITY_COLUMNS} FROM cities c`);
  const cityById = db.prepare<[number], CityRow>(`SELECT ${CITY_COLUMNS} FROM cities c WHERE c.id = ?`);
  const cityBySysId = db.prepare<[number], CityRow>(`SELECT ${CITY_COLUMNS} FROM cities c WHERE c.sys_city_id = ?`);
  const largestCity = db.prepare<[], CityRow>(`SELECT ${CITY_COLUMNS} FROM cities c ORDER BY c.population DESC, c.id LIMIT 1`);
  const pointsOfCity = db.prepare<[number], PickupPointRow>(
    `SELECT ${POINT_COLUMNS} FROM pickup_points p JOIN cities c ON c.id = p.city_id WHERE p.city_id = ? ORDER BY p.id`,
  );
  const pointById = db.prepare<[number], PickupPointRow>(
    `SELECT ${POINT_COLUMNS} FROM pickup_points p JOIN cities c ON c.id = p.city_id WHERE p.id = ?`,
  );
  // A word of the name starts with the term: 'мир' finds 'мира', 'маркса' finds 'карла маркса'.
  const streetsMatching = db.prepare<{ cityId: number; prefix: string; inner: string; term: string; limit: number }, StreetRow>(`
    SELECT id, city_id, kind, name, houses, lat, lng, dlat, dlng FROM streets
    WHERE city_id = @cityId AND (search LIKE @prefix ESCAPE '\\' OR search LIKE @inner ESCAPE '\\')
    ORDER BY search = @term DESC, search LIKE @prefix ESCAPE '\\' DESC, search, kind = 'ул.' DESC, kind
    LIMIT @limit`);
  const companyByInn = db.prepare<[string], CompanyRow>('SELECT inn, short_name, full_name FROM companies WHERE inn = ?');

  const like = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
  let cityList: CityRow[] | undefined;

  return {
    /** Every city in Russian alphabetical order (ё where it belongs); generated once, so read once. */
    cities(): CityRow[] {
      cityList ??= cities.all().sort((a, b) => a.name.localeCompare(b.name, 'ru'));
      return cityList;
    },
    city: (id: number) => cityById.get(id),
    cityBySysId: (sysCityId: number) => cityBySysId.get(sysCityId),
    /** The default city of a shopper who has not chosen one: the largest. */
    defaultCity(): CityRow {
      const city = largestCity.get();
      if (!city) throw new Error('No cities: the places data was not generated');
      return city;
    },
    pointsOfCity: (cityId: number) => pointsOfCity.all(cityId),
    point: (id: number) => pointById.get(id),
    /** Streets of a city a word of whose name starts with the (search-form) term; exact names first. */
    streetsMatching(cityId: number, term: string, limit: number): StreetRow[] {
      const escaped = like(term);
      return streetsMatching.all({ cityId, prefix: `${escaped}%`, inner: `% ${escaped}%`, term, limit });
    },
    company: (inn: string) => companyByInn.get(inn),
  };
}

export type PlacesRepo = ReturnType<typeof createPlacesRepo>;
