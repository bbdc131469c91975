import { Faker, base, ru } from '@faker-js/faker';
import { z } from 'zod';
import { innCheckDigits } from '@shop/contracts/inn.ts';
import type { Database } from '../db/database.ts';
import { seedOnce } from '../db/seed-once.ts';
import type { SeedLog, SeedOptions } from '../db/seed-once.ts';
import { searchForm } from './store.ts';
import type { StreetRow } from './store.ts';
import data from './seed-data.json' with { type: 'json' };

/** Reference data (seed-data.json): real cities ordered by population, street and company words. */
const seedDataSchema = z.strictObject({
  /** The first is the default city; population in thousands, rounded; regionCode: first two digits of INNs issued there. */
  cities: z.array(
    z.strictObject({
      name: z.string(),
      region: z.string(),
      regionCode: z.string(),
      lat: z.number(),
      lng: z.number(),
      population: z.number(),
    }),
  ),
  /** Common Russian street names, each with the kind it usually has, as addresses write it. */
  streets: z.array(z.tuple([z.enum(['ул.', 'пр-т', 'пер.', 'б-р', 'ш.', 'наб.', 'пл.']), z.string()])),
  /** Roots and endings of invented company names: 'Вектор-Трейд', 'Стройснаб'. */
  companyRoots: z.array(z.string()),
  companyEndings: z.array(z.string()),
  legalForms: z.array(z.strictObject({ short: z.string(), full: z.string(), weight: z.number() })),
  /** Real, well-known organisations, so the lookup can be tried with a number people know. */
  knownCompanies: z.array(z.strictObject({ inn: z.string(), short: z.string(), full: z.string() })),
});
const { cities: CITIES, streets: STREET_NAMES, companyRoots, companyEndings, legalForms, knownCompanies } = seedDataSchema.parse(data);
type CitySeed = (typeof CITIES)[number];
type StreetKind = (typeof STREET_NAMES)[number][0];

/** Cities of a million and more are shown in bold. */
const BOLD_FROM_POPULATION = 1000;
/** Smaller towns have no pickup points: delivery only. */
const PICKUP_FROM_POPULATION = 120;

export interface PlacesResult {
  cities: number;
  streets: number;
  points: number;
  companies: number;
}

/** Offsets this generator's seed from the catalogue's, so each has its own sequence. */
const PLACES_SEED_OFFSET = 5_000_003;
/** The catalogue size the full places data goes with; smaller shops get proportionally less. */
const FULL_SIZE_ASSORTMENTS = 20_000;
const KM_PER_DEGREE = 111.32;
/** Streets every city has, so a search for them always finds something. */
const EVERY_CITY_STREETS = 3;
export const SYS_CITY_ID_BASE = 1000;

const POINT_KINDS = [
  {
    weight: 60,
    value: { label: 'Пункт выдачи', hours: ['Ежедневно 9:00–21:00', 'Пн–пт 10:00–20:00, сб–вс 10:00–18:00', 'Ежедневно 10:00–22:00'] },
  },
  { weight: 28, value: { label: 'Постамат', hours: ['Круглосуточно'] } },
  { weight: 12, value: { label: 'Магазин', hours: ['Ежедневно 8:00–22:00', 'Ежедневно 9:00–21:00'] } },
];

/** The city's built-up radius grows with the square root of its population. */
const cityRadiusKm = (city: CitySeed) => 2.5 + Math.sqrt(city.population) / 6;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

type GeneratedStreet = Omit<StreetRow, 'city_id' | 'kind'> & { kind: StreetKind };

export const streetLine = (street: { kind: string; name: string }) => `${street.kind} ${street.name}`;

/**
 * Cities (hand-written, real coordinates), streets with numbered houses near each city, pickup
 * points on those streets and companies with valid INNs: deterministic from the seed, one
 * transaction.
 */
export function generatePlaces(db: Database, options: SeedOptions): PlacesResult {
  const faker = new Faker({ locale: [ru, base] });
  faker.seed(options.seed + PLACES_SEED_OFFSET);
  const scale = Math.min(1, Math.max(0.1, options.assortments / FULL_SIZE_ASSORTMENTS));

  const insertCity = db.prepare(`
    INSERT INTO cities (id, sys_city_id, name, region, region_code, population, lat, lng, bold)
    VALUES (@id, @sysCityId, @name, @region, @regionCode, @population, @lat, @lng, @bold)`);
  const insertStreet = db.prepare(`
    INSERT INTO streets (id, city_id, kind, name, search, houses, lat, lng, dlat, dlng)
    VALUES (@id, @cityId, @kind, @name, @search, @houses, @lat, @lng, @dlat, @dlng)`);
  const insertPoint = db.prepare(`
    INSERT INTO pickup_points (id, city_id, name, label, street_address, work_hours, lat, lng)
    VALUES (@id, @cityId, @name, @label, @streetAddress, @workHours, @lat, @lng)`);
  const insertCompany = db.prepare('INSERT INTO companies (inn, short_name, full_name) VALUES (?, ?, ?)');

  /** A point within `radiusKm` of the centre, uniform over the disc. */
  const near = (lat: number, lng: number, radiusKm: number) => {
    const distance = radiusKm * Math.sqrt(faker.number.float({ min: 0, max: 1 }));
    const angle = faker.number.float({ min: 0, max: 2 * Math.PI });
    return {
      lat: lat + (distance * Math.cos(angle)) / KM_PER_DEGREE,
      lng: lng + (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
    };
  };

  return db
    .transaction((): PlacesResult => {
      let streetId = 0;
      let pointId = 0;
      CITIES.forEach((city, index) => {
        const cityId = index + 1;
        insertCity.run({
          id: cityId,
          sysCityId: SYS_CITY_ID_BASE + cityId,
          name: city.name,
          region: city.region,
          regionCode: city.regionCode,
          population: city.population * 1000,
          lat: city.lat,
          lng: city.lng,
          bold: city.population >= BOLD_FROM_POPULATION ? 1 : 0,
        });

        const radius = cityRadiusKm(city);
        const streetCount = Math.min(STREET_NAMES.length, 20 + Math.round(Math.sqrt(city.population) / 4));
        const chosen = [
          ...STREET_NAMES.slice(0, EVERY_CITY_STREETS),
          ...faker.helpers.arrayElements(STREET_NAMES.slice(EVERY_CITY_STREETS), streetCount - EVERY_CITY_STREETS),
        ];
        const streets: GeneratedStreet[] = chosen.map(([kind, name]) => {
          const houses = faker.number.int({ min: 12, max: 40 + Math.round(Math.sqrt(city.population) * 1.2) });
          const start = near(city.lat, city.lng, radius * 0.75);
          const lengthKm = houses * faker.number.float({ min: 0.02, max: 0.05 });
          const bearing = faker.number.float({ min: 0, max: 2 * Math.PI });
          streetId += 1;
          const street = {
            id: streetId,
            kind,
            name,
            houses,
            lat: round6(start.lat),
            lng: round6(start.lng),
            dlat: (lengthKm * Math.cos(bearing)) / KM_PER_DEGREE / houses,
            dlng: (lengthKm * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180)) / houses,
          };
          insertStreet.run({ ...street, cityId, search: searchForm(name) });
          return street;
        });

        if (city.population < PICKUP_FROM_POPULATION) return;
        const points = Math.max(1, Math.round(Math.min(500, city.population / 25) * scale));
        for (let number = 1; number <= points; number += 1) {
          const kind = faker.helpers.weightedArrayElement(POINT_KINDS);
          const street = faker.helpers.arrayElement(streets);
          const house = faker.number.int({ min: 1, max: street.houses });
          pointId += 1;
          insertPoint.run({
            id: pointId,
            cityId,
            name: `${kind.label} №${number}`,
            label: kind.label,
            streetAddress: `${streetLine(street)}, д. ${house}`,
            workHours: faker.helpers.arrayElement(kind.hours),
            lat: round6(street.lat + house * street.dlat),
            lng: round6(street.lng + house * street.dlng),
          });
        }
      });

      const companies = generateCompanies(faker, Math.max(60, Math.round(300 * scale)));
      for (const company of companies) insertCompany.run(company.inn, company.short, company.full);
      return { cities: CITIES.length, streets: streetId, points: pointId, companies: companies.length };
    })
    .immediate();
}

/** Organisations (10-digit INN, ООО/АО…) and sole proprietors (12-digit), INNs with valid check digits. */
function generateCompanies(faker: Faker, count: number) {
  const regions = CITIES.map((city) => ({ weight: city.population, value: city.regionCode }));
  const taken = new Set<string>(knownCompanies.map((company) => company.inn));
  const companies: Array<{ inn: string; short: string; full: string }> = [...knownCompanies];
  while (companies.length < count) {
    const taxOffice = `${faker.helpers.weightedArrayElement(regions)}${String(faker.number.int({ min: 1, max: 36 })).padStart(2, '0')}`;
    const soleProprietor = faker.datatype.boolean(0.25);
    const leading = taxOffice + faker.string.numeric(soleProprietor ? 6 : 5);
    const inn = leading + innCheckDigits(leading);
    if (taken.has(inn)) continue;
    taken.add(inn);
    if (soleProprietor) {
      const sex = faker.person.sexType();
      const person = `${faker.person.lastName(sex)} ${faker.person.firstName(sex)} ${faker.person.middleName(sex)}`;
      companies.push({ inn, short: `ИП ${person}`, full: `Индивидуальный предприниматель ${person}` });
      continue;
    }
    const form = faker.helpers.weightedArrayElement(legalForms.map((value) => ({ weight: value.weight, value })));
    const root = faker.helpers.arrayElement(companyRoots);
    const ending = faker.helpers.arrayElement(companyEndings);
    const name = faker.helpers.weightedArrayElement([
      { weight: 40, value: `${root}${ending.toLowerCase()}` },
      { weight: 40, value: `${root}-${ending}` },
      { weight: 20, value: root },
    ]);
    companies.push({ inn, short: `${form.short} «${name}»`, full: `${form.full} «${name}»` });
  }
  return companies;
}

/** Generates the places data on the first start; a database that has it is left as it is. */
export const ensurePlaces = (db: Database, options: SeedOptions, log: SeedLog): PlacesResult | null =>
  seedOnce(db, 'cities', log, '{cities} cities, {streets} streets, {points} pickup points and {companies} companies', () =>
    generatePlaces(db, options),
  );
