import { Faker, base, ru } from '@faker-js/faker';
import type { Database } from '../db/database.ts';
import { seedOnce } from '../db/seed-once.ts';
import type { SeedLog, SeedOptions } from '../db/seed-once.ts';
import { widgetDefinitionsSchema } from './settings.ts';
import data from './widgets.json' with { type: 'json' };

const SEED_OFFSET = 3_011;
const NEWS_END = Date.UTC(2026, 10, 1);

/**
 * Widget definitions and the main page layout (widgets.json: every widget on desktop; the phone
 * leaves out the carousel and the news), created once; their goods are read live. News items get
 * a date of the two months before NEWS_END, newest first.
 */
export const ensureWidgets = (db: Database, options: SeedOptions, log: SeedLog) =>
  seedOnce(db, 'widgets', log, '{widgets} widgets', () => generateWidgets(db, options));

function generateWidgets(db: Database, options: SeedOptions) {
  const faker = new Faker({ locale: [ru, base] });
  faker.seed(options.seed + SEED_OFFSET);
  const newsDate = () => new Date(NEWS_END - faker.number.int({ min: 1, max: 60 }) * 86_400_000).toISOString().slice(0, 10);
  const { widgets, layout } = widgetDefinitionsSchema.parse(data);
  const insertWidget = db.prepare('INSERT INTO widgets (key, type, settings) VALUES (?, ?, ?)');
  const insertPlace = db.prepare('INSERT INTO page_widgets (site_version, position, widget_key) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const [key, { type, ...settings }] of Object.entries(widgets)) {
      const dated =
        'items' in settings
          ? {
              ...settings,
              items: settings.items.map((item) => ({ ...item, date: newsDate() })).sort((a, b) => b.date.localeCompare(a.date)),
            }
          : settings;
      insertWidget.run(key, type, JSON.stringify(dated));
    }
    for (const [version, keys] of Object.entries(layout)) keys.forEach((key, position) => insertPlace.run(version, position, key));
  }).immediate();
  return { widgets: Object.keys(widgets).length };
}
