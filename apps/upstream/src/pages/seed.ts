import { z } from 'zod';
import { COURIER_PRICE, EXPRESS_PRICE, FREE_DELIVERY_FROM } from '@shop/contracts/rules/cart-totals.ts';
import { formatRoubles } from '@shop/contracts/rules/roubles.ts';
import type { Database } from '../db/database.ts';
import type { SeedLog } from '../db/seed-once.ts';
import type { ShopRequisites } from '../checkout/store.ts';
import { fillTemplate } from '@shop/contracts/rules/text-template.ts';
import data from './content-pages.json' with { type: 'json' };

/**
 * The content pages the shop's own widgets, cart and checkout link to (cart-and-ordering.md §2
 * "links": /legal/, /legal/agreement/, /legal/personal/, /legal/offer/, /discount/, /pickup/,
 * /delivery/), stored in content-pages.json with the seller's requisites ({name}, {inn}, …) and the
 * delivery prices ({courierPrice}, {freeDeliveryFrom}, {expressPrice}) as placeholders. They are
 * written into `content_pages` once; an edited page stays as edited, a page a later build adds is
 * added. `{pickupPoints}` and `{pickupCities}` are counted when served.
 */
const contentPagesSchema = z.array(z.strictObject({ path: z.string(), title: z.string(), seoDesc: z.string(), html: z.array(z.string()) }));
const CONTENT_PAGES = contentPagesSchema.parse(data);

function contentPages(seller: ShopRequisites) {
  const rub = (value: number) => formatRoubles(value, { noBreak: true });
  const values = {
    ...seller,
    courierPrice: rub(COURIER_PRICE),
    freeDeliveryFrom: rub(FREE_DELIVERY_FROM),
    expressPrice: rub(EXPRESS_PRICE),
  };
  return CONTENT_PAGES.map((page) => ({
    path: page.path,
    title: page.title,
    seoDesc: fillTemplate(page.seoDesc, values),
    html: fillTemplate(page.html.join(''), values),
  }));
}

/** Writes the pages the table does not have yet; the seller's requisites come from `shop_requisites`. */
export function ensureContentPages(db: Database, log: SeedLog): number {
  const seller = db.prepare('SELECT * FROM shop_requisites WHERE id = 1').get() as ShopRequisites | undefined;
  if (!seller) throw new Error('Content pages need the shop requisites: seed checkout first');
  const insert = db.prepare<{ path: string; title: string; seoDesc: string; html: string; now: string }>(
    'INSERT OR IGNORE INTO content_pages (path, title, seo_desc, html, updated_at) VALUES (@path, @title, @seoDesc, @html, @now)',
  );
  const now = new Date().toISOString();
  const added = db
    .transaction(() => contentPages(seller).reduce((count, page) => count + insert.run({ ...page, now }).changes, 0))
    .immediate();
  if (added > 0) log(`wrote ${added} content pages`);
  return added;
}
