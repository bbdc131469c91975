import { Faker, base, ru } from '@faker-js/faker';
import type { Database } from '../db/database.ts';
import { calendarDay } from '@shop/contracts/rules/delivery-calendar.ts';
import type { Portrait } from './portrait-svg.ts';
import { seedOnce } from '../db/seed-once.ts';
import type { SeedLog, SeedOptions } from '../db/seed-once.ts';

const SEED_OFFSET = 4_002;
export const EMPLOYEE_COUNT = 6;
export const HISTORY_DAYS = 60;
const POSITIONS = ['Менеджер по продажам', 'Старший менеджер', 'Менеджер по работе с юрлицами', 'Менеджер интернет-магазина'];
const SKINS = ['#f2d3b1', '#e8b88f', '#d9a066', '#c68642', '#f5dcc4'];
const HAIR = ['#2b1b12', '#5a3825', '#8d5a2b', '#c79a5b', '#1c1c1c', '#9a9a9a'];
const SHIRTS = ['#1f4e79', '#2e7d32', '#6a1b9a', '#c62828', '#37474f', '#00838f', '#ef6c00'];

export interface MonitoringSeedResult {
  employees: number;
  historyRows: number;
}

/** A bigger catalogue sells more: deals per day follow the square root of its size. */
const salesScale = (assortments: number) => Math.min(2, Math.max(0.25, Math.sqrt(assortments / 20_000)));

/**
 * The sales board's employees with their portraits and plans, and their sales of the 60 days
 * before the first start (the demo's own orders add to them). Deterministic from the seed; the
 * days are counted back from the day of generation.
 */
export const ensureMonitoring = (db: Database, options: SeedOptions, log: SeedLog, now = new Date()): MonitoringSeedResult | null =>
  seedOnce(db, 'employees', log, '{employees} employees of the sales board and {historyRows} days of their sales', () =>
    generateSalesBoard(db, options, now),
  );

function generateSalesBoard(db: Database, options: SeedOptions, now: Date): MonitoringSeedResult {
  const faker = new Faker({ locale: [ru, base] });
  faker.seed(options.seed + SEED_OFFSET);
  const scale = salesScale(options.assortments);
  const insertEmployee = db.prepare(
    'INSERT INTO employees (id, name, position, monthly_plan, portrait) VALUES (@id, @name, @position, @plan, @portrait)',
  );
  const insertDay = db.prepare('INSERT INTO employee_sales_history (employee_id, day, amount, deals) VALUES (?, ?, ?, ?)');

  return db
    .transaction((): MonitoringSeedResult => {
      let historyRows = 0;
      for (let id = 1; id <= EMPLOYEE_COUNT; id += 1) {
        const sex = faker.datatype.boolean(0.5) ? 'f' : 'm';
        const person = sex === 'f' ? 'female' : 'male';
        const portrait: Portrait = {
          sex,
          skin: faker.helpers.arrayElement(SKINS),
          hair: faker.helpers.arrayElement(HAIR),
          style: faker.helpers.arrayElement(
            sex === 'f' ? (['long', 'bun', 'curly', 'short'] as const) : (['short', 'bald', 'curly'] as const),
          ),
          beard: sex === 'm' && faker.datatype.boolean(0.35),
          glasses: faker.datatype.boolean(0.3),
          shirt: faker.helpers.arrayElement(SHIRTS),
          backgroundHue: faker.number.int({ min: 0, max: 359 }),
        };
        // Some sell more than others, so the board has a leader and a tail.
        const dealsPerDay = faker.number.float({ min: 2, max: 9 }) * scale;
        const averageCheck = faker.number.int({ min: 3_500, max: 16_000 });
        const plan = Math.round((dealsPerDay * averageCheck * 30 * faker.number.float({ min: 0.9, max: 1.3 })) / 1_000) * 1_000;
        insertEmployee.run({
          id,
          name: `${faker.person.firstName(person)} ${faker.person.lastName(person)}`,
          position: faker.helpers.arrayElement(POSITIONS),
          plan: Math.max(plan, 10_000),
          portrait: JSON.stringify(portrait),
        });
        for (let back = HISTORY_DAYS; back >= 1; back -= 1) {
          const day = calendarDay(now, -back);
          const weekdayFactor = day.weekday === 0 ? 0.3 : day.weekday === 6 ? 0.6 : 1;
          const deals = Math.round(dealsPerDay * weekdayFactor * faker.number.float({ min: 0.4, max: 1.6 }));
          let amount = 0;
          for (let deal = 0; deal < deals; deal += 1) amount += averageCheck * faker.number.float({ min: 0.3, max: 2.2 });
          insertDay.run(id, day.id, Math.round(amount), deals);
          historyRows += 1;
        }
      }
      return { employees: EMPLOYEE_COUNT, historyRows };
    })
    .immediate();
}
