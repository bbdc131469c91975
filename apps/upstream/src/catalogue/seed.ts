import { fakerRU as faker } from '@faker-js/faker';
import type { Database } from '../db/database.ts';
import { seedOnce } from '../db/seed-once.ts';
import type { SeedLog, SeedOptions } from '../db/seed-once.ts';
import { BRANDS, CATALOGUE_TREE, COLORS, MULTISMS, PAGE_REDIRECTS, UNIT_SETS, isLeaf } from './tree.ts';
import type { CategoryNode, LeafNode } from './tree.ts';
import { agree, slugify } from './russian.ts';

export interface GenerateResult {
  categories: number;
  products: number;
  assortments: number;
}

/** Shop prices: kopecks under 100 ₽, whole roubles under 1000 ₽, '…90' above. */
function shopPrice(value: number): number {
  if (value < 100) return Math.max(0.5, Math.round(value * 10) / 10);
  if (value < 1000) return Math.round(value);
  return Math.round(value / 100) * 100 - 10;
}

function logUniform(min: number, max: number): number {
  return Math.exp(faker.number.float({ min: Math.log(min), max: Math.log(max) }));
}

function modelCode(noun: string, kind: string): string {
  const initials = `${noun} ${kind}`
    .split(/[\s-]+/)
    .map((word) => word[0] ?? '')
    .filter((char) => /[А-ЯЁа-яё]/.test(char))
    .slice(0, 3)
    .join('')
    .toUpperCase();
  return `${initials || 'М'}-${faker.number.int({ min: 100, max: 9999 })}`;
}

/** Variants are listed smallest first; returns positions in the leaf's list. */
function pickVariants(leaf: LeafNode): number[] {
  const wanted = faker.helpers.weightedArrayElement([
    { weight: 35, value: 1 },
    { weight: 30, value: 2 },
    { weight: 20, value: 3 },
    { weight: 15, value: 4 },
  ]);
  const count = Math.min(wanted, leaf.variants.length);
  const start = faker.number.int({ min: 0, max: leaf.variants.length - count });
  return Array.from({ length: count }, (_, index) => start + index);
}

/**
 * Fills an empty database with the demo catalogue, deterministically from the seed: the same seed
 * and size give the same categories, names, prices and flags. One transaction, prepared statements.
 */
export function generateCatalogue(db: Database, options: SeedOptions): GenerateResult {
  faker.seed(options.seed);
  const insertMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  const insertMultism = db.prepare('INSERT INTO multisms (id, mult, coef, fname, unit) VALUES (@id, @mult, @coef, @fname, @unit)');
  const insertColor = db.prepare('INSERT INTO colors (id, name, code) VALUES (@id, @name, @code)');
  const insertCategory = db.prepare('INSERT INTO categories (id, parent_id, level, name, slug, position) VALUES (?, ?, ?, ?, ?, ?)');
  const insertRedirect = db.prepare('INSERT INTO page_redirects (path, target) VALUES (@path, @target)');
  const insertProduct = db.prepare('INSERT INTO products (id, category_id, name, url, brand) VALUES (?, ?, ?, ?, ?)');
  const insertAssortment = db.prepare(`
    INSERT INTO assortments (id, product_id, url, name, price, old_price, discount_percent, assval1, assval3,
      article, missing_item, express, delivery_days, main_price_free_shipping, mass, brand, default_multism_id)
    VALUES (@id, @productId, @url, @name, @price, @oldPrice, @discount, @assval1, @assval3,
      @article, @missingItem, @express, @deliveryDays, @freeShipping, @mass, @brand, @defaultMultism)`);
  const insertAssortmentMultism = db.prepare('INSERT INTO assortment_multisms (assortment_id, multism_id, position) VALUES (?, ?, ?)');
  const insertAssortmentColor = db.prepare('INSERT INTO assortment_colors (assortment_id, color_id) VALUES (?, ?)');

  return db
    .transaction((): GenerateResult => {
      insertMeta.run('seed', String(options.seed));
      insertMeta.run('assortments', String(options.assortments));
      for (const multism of MULTISMS) insertMultism.run(multism);
      for (const color of COLORS) insertColor.run(color);
      for (const redirect of PAGE_REDIRECTS) insertRedirect.run(redirect);

      const leaves: Array<{ categoryId: number; leaf: LeafNode }> = [];
      let categoryId = 0;
      const walk = (nodes: ReadonlyArray<CategoryNode | LeafNode>, parentId: number | null, level: number) => {
        nodes.forEach((node, position) => {
          categoryId += 1;
          insertCategory.run(categoryId, parentId, level, node.name, node.slug, position);
          if (isLeaf(node)) leaves.push({ categoryId, leaf: node });
          else walk(node.children, categoryId, level + 1);
        });
      };
      walk(CATALOGUE_TREE, null, 1);

      let productId = 0;
      let assortmentId = 0;
      while (assortmentId < options.assortments) {
        productId += 1;
        const { categoryId: leafId, leaf } = faker.helpers.arrayElement(leaves);
        const brand = faker.helpers.arrayElement(BRANDS);
        const kind = faker.helpers.arrayElement(leaf.kinds);
        const material =
          leaf.materials && faker.datatype.boolean(0.5) ? ` ${agree(faker.helpers.arrayElement(leaf.materials), leaf.gender)}` : '';
        const productName = `${leaf.noun} ${kind}${material} ${brand} ${modelCode(leaf.noun, kind)}`;
        insertProduct.run(productId, leafId, productName, `${slugify(productName)}-p${productId}`, brand);

        const basePrice = logUniform(leaf.price[0], leaf.price[1]);
        const variants = pickVariants(leaf).slice(0, options.assortments - assortmentId);
        const units = UNIT_SETS[leaf.units];
        const withColors = leaf.colors === true && faker.datatype.boolean(0.5);

        variants.forEach((variantIndex, index) => {
          assortmentId += 1;
          const name = `${productName}, ${leaf.variants[variantIndex] ?? ''}`;
          const size = leaf.variants.length > 1 ? variantIndex / (leaf.variants.length - 1) : 0;
          const mass = (leaf.mass[0] + (leaf.mass[1] - leaf.mass[0]) * size) * faker.number.float({ min: 0.9, max: 1.1 });
          const onRequest = faker.datatype.boolean(0.004);
          const price = onRequest ? 0 : shopPrice(basePrice * (1 + 0.18 * index));
          const onSale = !onRequest && faker.datatype.boolean(0.12);
          const discount = onSale ? faker.number.int({ min: 5, max: 40 }) : 0;
          const isNew = !onSale && faker.datatype.boolean(0.07);
          const missingItem = faker.datatype.boolean(0.88) ? 0 : faker.number.int({ min: 1, max: 3 });
          const express = missingItem === 0 && faker.datatype.boolean(0.2);
          insertAssortment.run({
            id: assortmentId,
            productId,
            url: `${slugify(name)}-${assortmentId}`,
            name,
            price,
            oldPrice: onSale ? shopPrice(price / (1 - discount / 100)) : null,
            discount,
            assval1: onSale ? 'sale' : isNew ? 'new' : '',
            assval3: String(discount),
            article: faker.string.alphanumeric({ length: 8, casing: 'upper' }),
            missingItem,
            express: express ? 1 : 0,
            deliveryDays: express
              ? 0
              : faker.helpers.weightedArrayElement([
                  { weight: 50, value: 1 },
                  { weight: 25, value: 2 },
                  { weight: 25, value: faker.number.int({ min: 3, max: 7 }) },
                ]),
            freeShipping: price > 3000 && faker.datatype.boolean(0.02) ? 1 : 0,
            mass: Math.round(mass * 1000) / 1000,
            brand,
            defaultMultism: units[0],
          });
          // Pack units are offered for about half of the piece goods; cable always comes in coils too.
          const offered = leaf.units === 'metre' || faker.datatype.boolean(0.5) ? units : units.slice(0, 1);
          offered.forEach((multismId, position) => insertAssortmentMultism.run(assortmentId, multismId, position));
          if (withColors) {
            const colors = faker.helpers.arrayElements(COLORS, { min: 2, max: 5 });
            for (const color of colors) insertAssortmentColor.run(assortmentId, color.id);
          }
        });
      }
      return { categories: categoryId, products: productId, assortments: assortmentId };
    })
    .immediate();
}

/** Generates the catalogue on the first start; a database that has one is left as it is. */
export function ensureCatalogue(db: Database, options: SeedOptions, log: SeedLog): GenerateResult | null {
  const stored = db.prepare("SELECT value FROM meta WHERE key = 'seed'").get() as { value: string } | undefined;
  if (stored && stored.value !== String(options.seed)) {
    log(`catalogue was generated with seed ${stored.value}; keeping it (delete the data directory to regenerate)`);
  }
  return seedOnce(db, 'assortments', log, '{assortments} assortments of {products} products in {categories} categories', () =>
    generateCatalogue(db, options),
  );
}
