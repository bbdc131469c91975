import { Faker, base, ru } from '@faker-js/faker';
import { SELLER } from '@shop/contracts/browser/seller.ts';
import type { Database } from '../db/database.ts';
import { seedOnce } from '../db/seed-once.ts';
import type { SeedLog, SeedOptions } from '../db/seed-once.ts';

const SEED_OFFSET = 4_001;
const BANKS = ['ПАО «Северный кредит»', 'АО «Банк Столичный»', 'ПАО «Торговый банк развития»'];

const digits = (faker: Faker, count: number) => faker.string.numeric({ length: count, allowLeadingZeros: true });

/**
 * The seller named on invoices: the shop's own legal entity (the one the footer names), with
 * bank details and a director generated once from the seed.
 */
export const ensureCheckout = (db: Database, options: SeedOptions, log: SeedLog) =>
  seedOnce(db, 'shop_requisites', log, 'the shop requisites for invoices', () => generateRequisites(db, options));

function generateRequisites(db: Database, options: SeedOptions) {
  const faker = new Faker({ locale: [ru, base] });
  faker.seed(options.seed + SEED_OFFSET);
  const bik = `044525${digits(faker, 3)}`;
  const lastName = faker.person.lastName('male');
  const director = `${lastName} ${faker.person.firstName('male').charAt(0)}. ${faker.person.middleName('male').charAt(0)}.`;
  return db
    .prepare(
      `INSERT INTO shop_requisites (id, name, inn, kpp, ogrn, address, bank, bik, account, corr_account, director)
     VALUES (1, @name, @inn, @kpp, @ogrn, @address, @bank, @bik, @account, @corrAccount, @director)`,
    )
    .run({
      name: SELLER.name,
      inn: SELLER.inn,
      kpp: SELLER.kpp,
      ogrn: SELLER.ogrn,
      address: SELLER.address,
      bank: faker.helpers.arrayElement(BANKS),
      bik,
      account: `40702810${digits(faker, 12)}`,
      corrAccount: `301018104000000${digits(faker, 2)}${bik.slice(-3)}`,
      director,
    });
}
