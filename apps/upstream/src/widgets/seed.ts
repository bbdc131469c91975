import { Faker, base, ru } from '@faker-js/faker';
import type { Database } from '../db/database.ts';
import { widgetDefinitionsSchema } from './settings.ts';
import data from './widgets.json' with { type: 'json' };

export interface WidgetSeedOptions {
  assortments: number;
  seed: number;
}

const SEED_OFFSET = 3_011;
const NEWS_END = Date.UTC(2026, 10, 1);

/**
 * Widget definitions and the main page layout (widgets.json: every widget on desktop; the phone
 * leaves out the carousel and the news), created once; their goods are read live. News items get
 * a date of the two months before NEWS_END, newest first.
 */
export function ensureWidgets(db: Database, options: WidgetSeedOptions, log: (message: string) => void): number | null {
  const row = db.prepare('SELECT count(*) AS count FROM widgets').get() as { count: number };
  if (row.count > 0) return null;
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
  const count = Object.keys(widgets).length;
  log(`created ${count} widgets`);
  return count;
}
