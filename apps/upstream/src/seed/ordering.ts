import { Faker, base, ru } from '@faker-js/faker';
import { innCheckDigits } from '@shop/contracts/inn.ts';
import type { Database } from '../db/database.ts';
import type { GenerateOptions } from './generate.ts';

const SEED_OFFSET = 4_001;
const NAME_FIRST = ['Мастер', 'Хозяин', 'Строй', 'Домашний', 'Умелый'];
const NAME_SECOND = ['Инструмент', 'Дом', 'Маркет', 'Снаб', 'Двор'];
const BANKS = ['ПАО «Северный кредит»', 'АО «Банк Столичный»', 'ПАО «Торговый банк развития»'];

const digits = (faker: Faker, count: number) => faker.string.numeric({ length: count, allowLeadingZeros: true });

/** OGRN: 12 digits and the last digit of their remainder by 11. */
function ogrn(faker: Faker): string {
  const leading = `10277${digits(faker, 7)}`;
  return leading + String((Number(leading) % 11) % 10);
}

/**
 * The seller named on invoices (the specification omits its details): a company with a valid
 * INN, KPP, OGRN and bank details, generated once from the seed.
 */
export function ensureOrdering(
  db: Database,
  options: GenerateOptions,
  log: (message: string) => void,
): { requisites: number } | null {
  const present = db.prepare('SELECT count(*) AS count FROM shop_requisites').get() as { count: number };
  if (present.count > 0) return null;
  const faker = new Faker({ locale: [ru, base] });
  faker.seed(options.seed + SEED_OFFSET);
  const innLeading = `77${digits(faker, 7)}`;
  const inn = innLeading + innCheckDigits(innLeading);
  const bik = `044525${digits(faker, 3)}`;
  const lastName = faker.person.lastName('male');
  const director = `${lastName} ${faker.person.firstName('male').charAt(0)}. ${faker.person.middleName('male').charAt(0)}.`;
  db.prepare(
    `INSERT INTO shop_requisites (id, name, inn, kpp, ogrn, address, bank, bik, account, corr_account, director)
     VALUES (1, @name, @inn, @kpp, @ogrn, @address, @bank, @bik, @account, @corrAccount, @director)`,
  ).run({
    name: `ООО «${faker.helpers.arrayElement(NAME_FIRST)} ${faker.helpers.arrayElement(NAME_SECOND)}»`,
    inn,
    kpp: `${inn.slice(0, 4)}01001`,
    ogrn: ogrn(faker),
    address: `${faker.number.int({ min: 101000, max: 129999 })}, г. Москва, ${faker.location.street()}, д. ${faker.number.int({ min: 1, max: 120 })}`,
    bank: faker.helpers.arrayElement(BANKS),
    bik,
    account: `40702810${digits(faker, 12)}`,
    corrAccount: `301018104000000${digits(faker, 2)}${bik.slice(-3)}`,
    director,
  });
  log('generated the shop requisites for invoices');
  return { requisites: 1 };
}
