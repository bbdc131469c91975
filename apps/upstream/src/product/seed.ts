import { Faker, base, ru } from '@faker-js/faker';
import type { Database } from '../db/database.ts';
import { seedOnce } from '../db/seed-once.ts';
import type { SeedLog, SeedOptions } from '../db/seed-once.ts';
import { figuresUpdateSql } from './store.ts';
import { escapeHtml } from '@shop/contracts/rules/html.ts';
import { SEED_TEXTS as texts } from './seed-texts.ts';
import { fillTemplate } from '@shop/contracts/rules/text-template.ts';
import { spreadVotes, targetVoteSum } from './seed-votes.ts';
import { BRAND_COUNTRY, LEAVES_BY_SLUG } from '../catalogue/tree.ts';

export interface ProductSeedResult {
  products: number;
  comments: number;
  priceChanges: number;
}

/** Offsets this generator's random stream from the catalogue's. */
const SEED_OFFSET = 3_003;
/** Generated history ends here, so the same seed gives the same data whenever it runs. */
const HISTORY_END = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

interface ProductSource {
  id: number;
  name: string;
  brand: string;
  leaf: string;
  grp: string;
  section: string;
  popularity: number;
  rating: number;
  votes_total: number;
  comment_count: number;
}

interface AssortmentSource {
  id: number;
  product_id: number;
  name: string;
  price: number;
  old_price: number | null;
  assval1: string;
  missing_item: number;
  default_multism_id: number;
}

/** Earlier prices look like shop prices: kopecks under 100 ₽, whole roubles above. */
const shopPrice = (value: number) => (value < 100 ? Math.max(0.5, Math.round(value * 10) / 10) : Math.round(value));

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Product page material for an existing catalogue, generated once: brand stories, descriptions,
 * characteristics, documents, selector values, pictures, price history, reviews with their votes,
 * forum questions and answers, tooltips. Deterministic from the seed, one transaction.
 */
export function generateProductData(db: Database, options: SeedOptions): ProductSeedResult {
  const faker = new Faker({ locale: [ru, base] });
  faker.seed(options.seed + SEED_OFFSET);
  const pick = <T>(list: readonly T[]) => faker.helpers.arrayElement(list);

  // Review figures: the catalogue's when it has generated them, else ours; written back for the cards.
  const products = db
    .prepare(
      `SELECT p.id, p.name, p.brand, c3.slug AS leaf, c2.slug AS grp, c1.slug AS section, p.popularity, p.rating, p.votes_total, p.comment_count
       FROM products p JOIN categories c3 ON c3.id = p.category_id
       JOIN categories c2 ON c2.id = c3.parent_id JOIN categories c1 ON c1.id = c2.parent_id ORDER BY p.id`,
    )
    .all() as ProductSource[];
  const catalogueHasFigures = products.some((product) => product.votes_total > 0);
  const assortments = db
    .prepare('SELECT id, product_id, name, price, old_price, assval1, missing_item, default_multism_id FROM assortments ORDER BY id')
    .all() as AssortmentSource[];
  const byProduct = new Map<number, AssortmentSource[]>();
  for (const assortment of assortments) {
    const list = byProduct.get(assortment.product_id) ?? [];
    list.push(assortment);
    byProduct.set(assortment.product_id, list);
  }

  const insert = {
    brand: db.prepare('INSERT INTO brand_profiles (name, description, country, brand_country) VALUES (?, ?, ?, ?)'),
    tooltip: db.prepare('INSERT INTO tooltips (id, html) VALUES (@id, @html)'),
    details: db.prepare('INSERT INTO product_details (product_id, description, docs) VALUES (?, ?, ?)'),
    characteristic: db.prepare(
      'INSERT INTO product_characteristics (product_id, position, group_name, name, value, short) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    assortmentDetails: db.prepare(`
      INSERT INTO assortment_details (assortment_id, note_html, image_count, image_source_id, image_version, like_new_percent, wholesale)
      VALUES (@id, @note, @imageCount, @imageSource, @imageVersion, @likeNew, @wholesale)`),
    param: db.prepare('INSERT INTO assortment_params (assortment_id, position, name, value) VALUES (?, ?, ?, ?)'),
    price: db.prepare('INSERT INTO price_history (assortment_id, day, price) VALUES (?, ?, ?)'),
    silentVote: db.prepare('INSERT INTO silent_votes (product_id, vote, count) VALUES (?, ?, ?)'),
    comment: db.prepare(`
      INSERT INTO comments (product_id, parent_id, user_id, author, type, in_reviews, level, body, pros_body, cons_body,
        vote, detailed_vote, rating, created_at, modified_at)
      VALUES (@productId, @parentId, NULL, @author, @type, @inReviews, @level, @body, @pros, @cons,
        @vote, @detailedVote, @rating, @created, @created)`),
    popularity: db.prepare('UPDATE products SET popularity = ? WHERE id = ?'),
  };

  // A pool of shoppers' names: faker's Russian names are slow to make one by one.
  const authors = Array.from({ length: 400 }, () => `${faker.person.firstName()} ${faker.person.lastName().slice(0, 1)}.`);
  const author = () => pick(authors);
  const dateBefore = (end: number, maxDays: number) => end - faker.number.int({ min: 1, max: maxDays * 24 }) * 3_600_000;

  return db
    .transaction((): ProductSeedResult => {
      let comments = 0;
      let priceChanges = 0;
      const brandCountry = new Map<string, string>();
      for (const brand of [...new Set(products.map((product) => product.brand))].sort()) {
        // The catalogue's 'Страна производства' filter reads the same map: page and filter agree.
        const country = BRAND_COUNTRY[brand] ?? pick(texts.countries);
        const origin = faker.datatype.boolean(0.6) ? 'Россия' : pick(texts.countries);
        const story = pick(texts.brandStories);
        const values = { brand, country: origin, year: faker.number.int({ min: 1989, max: 2018 }) };
        insert.brand.run(brand, fillTemplate(story, values), country, origin);
        brandCountry.set(brand, country);
      }
      for (const tooltip of texts.tooltips) insert.tooltip.run(tooltip);

      const addComment = (row: {
        productId: number;
        parentId: number | null;
        author: string;
        type: 'review' | 'comment' | 'answer';
        inReviews: boolean;
        level: number;
        body: string;
        pros?: string;
        cons?: string;
        vote?: number | null;
        detailedVote?: string | null;
        created: number;
      }) => {
        comments += 1;
        const rating = faker.helpers.weightedArrayElement([
          { weight: 50, value: 0 },
          { weight: 35, value: faker.number.int({ min: 1, max: 12 }) },
          { weight: 15, value: -faker.number.int({ min: 1, max: 4 }) },
        ]);
        return Number(
          insert.comment.run({
            pros: '',
            cons: '',
            vote: null,
            detailedVote: null,
            ...row,
            inReviews: row.inReviews ? 1 : 0,
            rating,
            created: new Date(row.created).toISOString(),
          }).lastInsertRowid,
        );
      };

      /** Answers under a comment: the shop's or other shoppers', sometimes one level deeper. */
      const addAnswers = (productId: number, parentId: number, inReviews: boolean, level: number, after: number, chance: number) => {
        if (level > 2 || !faker.datatype.boolean(chance)) return;
        const count = faker.datatype.boolean(0.75) ? 1 : 2;
        for (let index = 0; index < count; index += 1) {
          const fromShop = !inReviews && index === 0 && faker.datatype.boolean(0.7);
          const created = Math.min(HISTORY_END, after + faker.number.int({ min: 1, max: 96 }) * 3_600_000);
          const id = addComment({
            productId,
            parentId,
            author: fromShop ? texts.shopAuthor : author(),
            type: 'answer',
            inReviews,
            level,
            body: fromShop ? pick(texts.shopAnswers) : pick(texts.userAnswers),
            created,
          });
          addAnswers(productId, id, inReviews, level + 1, created, chance / 3);
        }
      };

      for (const product of products) {
        const varieties = byProduct.get(product.id) ?? [];
        const section = product.section;
        const templates = texts.characteristics[product.grp] ?? texts.characteristics[section] ?? [];

        // Description, documents and characteristics of the product.
        const description =
          `<p><b>${escapeHtml(product.name)}</b> марки ${escapeHtml(product.brand)} — ${texts.sectionPurpose[section] ?? 'товар для дома'}.</p>` +
          `<p>${pick(texts.descriptionLines)}</p>`;
        const docCount = faker.helpers.weightedArrayElement([
          { weight: 25, value: 0 },
          { weight: 35, value: 1 },
          { weight: 25, value: 2 },
          { weight: 15, value: 3 },
        ]);
        const docs = faker.helpers.arrayElements(texts.docs, docCount).map((doc) => ({ name: doc.name, kind: doc.kind }));
        insert.details.run(product.id, description, JSON.stringify(docs));
        const rows: Array<[string, string, string, boolean]> = templates.map((template) => [
          texts.groups[template.group],
          template.name,
          pick(template.values),
          template.short === true,
        ]);
        rows.push([texts.groups.origin, 'Гарантия', pick(texts.warranty), true]);
        rows.push([texts.groups.origin, 'Страна производства', brandCountry.get(product.brand) ?? 'Россия', false]);
        rows.push([texts.groups.origin, 'Модель', product.name.split(' ').at(-1) ?? '', false]);
        rows.forEach(([group, name, value, short], position) =>
          insert.characteristic.run(product.id, position, group, name, value, short ? 1 : 0),
        );

        // Varieties: what they differ in, their pictures and notes, their prices over the year.
        const paramName = LEAVES_BY_SLUG.get(product.leaf)?.variantName ?? 'Вариант';
        const kit =
          product.grp === 'elektroinstrument' && varieties.length > 1
            ? /аккумулятор/i.test(product.name)
              ? texts.kit.cordless
              : texts.kit.corded
            : null;
        varieties.forEach((variety, index) => {
          insert.param.run(variety.id, 0, paramName, variety.name.slice(product.name.length + 2) || variety.name);
          if (kit) insert.param.run(variety.id, 1, texts.kit.param, pick(kit));
          const first = varieties[0];
          const borrowsPictures = index > 0 && first !== undefined && faker.datatype.boolean(0.15);
          const available = variety.missing_item === 0;
          insert.assortmentDetails.run({
            id: variety.id,
            note: faker.datatype.boolean(0.15) ? pick(texts.notes[section] ?? ['']) : '',
            imageCount: faker.helpers.weightedArrayElement([
              { weight: 20, value: 1 },
              { weight: 30, value: 3 },
              { weight: 30, value: 4 },
              { weight: 20, value: 6 },
            ]),
            imageSource: borrowsPictures && first ? first.id : variety.id,
            imageVersion: day(dateBefore(HISTORY_END, 400)).replaceAll('-', ''),
            likeNew: available && variety.price >= 1500 && faker.datatype.boolean(0.08) ? faker.number.int({ min: 2, max: 6 }) * 5 : null,
            wholesale: available && variety.price > 0 && variety.price < 5000 && faker.datatype.boolean(0.5) ? 1 : 0,
          });

          if (variety.price > 0) {
            const changes = faker.number.int({ min: 0, max: 4 });
            const points: number[] = [];
            let price = variety.old_price ?? variety.price;
            for (let step = 0; step < changes; step += 1) {
              points.unshift(price);
              price = shopPrice(price * faker.number.float({ min: 0.88, max: 1.06 }));
            }
            points.unshift(price);
            if (variety.old_price !== null) points.push(variety.price);
            const days = faker.helpers.uniqueArray(() => faker.number.int({ min: 1, max: 364 }), points.length - 1).sort((a, b) => b - a);
            points.forEach((value, position) => {
              const ago = position === 0 ? 365 : (days[position - 1] ?? 1);
              insert.price.run(variety.id, day(HISTORY_END - ago * DAY_MS), value);
            });
            priceChanges += points.length;
          }
        });

        // Reviews: as many written ones and silent votes as the catalogue counts, around its rating.
        let popularity = product.popularity;
        let votesTotal = product.votes_total;
        let written = product.comment_count;
        let rating = product.rating;
        if (!catalogueHasFigures) {
          popularity = Math.round(faker.number.float({ min: 0, max: 1 }) ** 4 * 1000);
          votesTotal = faker.datatype.boolean(0.3) ? 0 : faker.number.int({ min: 1, max: 3 + Math.round(popularity / 40) });
          written = Math.min(votesTotal, Math.round(votesTotal * faker.number.float({ min: 0.4, max: 0.9 })) || 1);
          if (votesTotal === 0) written = 0;
          rating = votesTotal === 0 ? 0 : faker.number.float({ min: 3.2, max: 5, fractionDigits: 1 });
        }
        const votes = votesTotal > 0 ? spreadVotes(votesTotal, targetVoteSum(votesTotal, rating), faker) : [];
        const reviewVotes = votes.slice(0, written);
        const silent = new Map<number, number>();
        for (const vote of votes.slice(written)) silent.set(vote, (silent.get(vote) ?? 0) + 1);
        for (const [vote, count] of silent) insert.silentVote.run(product.id, vote, count);
        for (const vote of reviewVotes) {
          const created = dateBefore(HISTORY_END, 720);
          const pros = faker.helpers
            .arrayElements([...(texts.pros[section] ?? []), ...(texts.pros.common ?? [])], { min: 0, max: 2 })
            .join(', ');
          const cons =
            vote >= 5 && faker.datatype.boolean(0.5)
              ? ''
              : faker.helpers.arrayElements([...(texts.cons[section] ?? []), ...(texts.cons.common ?? [])], { min: 0, max: 2 }).join(', ');
          const id = addComment({
            productId: product.id,
            parentId: null,
            author: author(),
            type: 'review',
            inReviews: true,
            level: 0,
            body: faker.datatype.boolean(0.85) ? pick(texts.reviewTexts) : '',
            pros: pros || (vote >= 4 ? pick(texts.pros.common ?? []) : ''),
            cons,
            vote,
            detailedVote: faker.datatype.boolean(0.4)
              ? JSON.stringify({
                  quality: Math.min(5, Math.max(1, vote + faker.number.int({ min: -1, max: 1 }))),
                  price: Math.min(5, Math.max(1, vote + faker.number.int({ min: -1, max: 1 }))),
                  convenience: Math.min(5, Math.max(1, vote + faker.number.int({ min: -1, max: 0 }))),
                })
              : null,
            created,
          });
          addAnswers(product.id, id, true, 1, created, 0.2);
        }
        if (!catalogueHasFigures) insert.popularity.run(popularity, product.id);

        // Forum: questions, more on popular goods, most answered by the shop.
        const questions = faker.datatype.boolean(0.45) ? 0 : faker.number.int({ min: 1, max: 1 + Math.round(Math.sqrt(popularity) / 25) });
        for (let index = 0; index < questions; index += 1) {
          const created = dateBefore(HISTORY_END, 720);
          const id = addComment({
            productId: product.id,
            parentId: null,
            author: author(),
            type: 'comment',
            inReviews: false,
            level: 0,
            body: pick(texts.questions),
            created,
          });
          addAnswers(product.id, id, false, 1, created, 0.75);
        }
      }
      // The figures follow the votes as generated: a rating no set of votes_total votes can give
      // (3.5 from one vote) becomes the mean of the votes closest to it.
      db.prepare(figuresUpdateSql('1 = 1')).run();
      return { products: products.length, comments, priceChanges };
    })
    .immediate();
}

/** Generates the product page material on the first start after the catalogue; left as it is afterwards. */
export const ensureProduct = (db: Database, options: SeedOptions, log: SeedLog): ProductSeedResult | null =>
  seedOnce(db, 'product_details', log, 'product pages of {products} products: {comments} comments, {priceChanges} price points', () =>
    generateProductData(db, options),
  );
