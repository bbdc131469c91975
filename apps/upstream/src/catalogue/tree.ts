import { z } from 'zod';
import data from './tree.json' with { type: 'json' };

/**
 * The demo shop's assortment (tree.json): a DIY and home-improvement store. Three levels of
 * categories; each leaf says how its goods are named, measured, priced and sold, so generated
 * names read like a real price list ("Дрель ударная Техмаш ДУ-2145, 850 Вт").
 */

const range = z.tuple([z.number(), z.number()]);
const unitSetSchema = z.enum(['piece', 'piece-pack', 'piece-pack100', 'metre', 'weight']);

const leafSchema = z.strictObject({
  name: z.string(),
  slug: z.string(),
  /** The lucide icon its product pictures show. */
  icon: z.string(),
  /** Name of the value its varieties differ in (the first selector group, the catalogue filter). */
  variantName: z.string(),
  /** Head noun of the product name and its grammatical gender (for agreeing materials). */
  noun: z.string(),
  gender: z.enum(['m', 'f', 'n', 'pl']),
  /** Type words that follow the noun, already agreeing with it. */
  kinds: z.array(z.string()),
  /** Variant values, smallest first; a product takes one to four of them as its assortments. */
  variants: z.array(z.string()),
  /** Price range of the cheapest variant, roubles per base unit. */
  price: range,
  /** Mass of one base unit, kg. */
  mass: range,
  units: unitSetSchema,
  /** faker materials this kind of goods can be made of (masculine forms as faker gives them). */
  materials: z.array(z.string()).optional(),
  /** Some assortments come in colours. */
  colors: z.boolean().optional(),
});
const category = <T extends z.ZodType>(children: T) => z.strictObject({ name: z.string(), slug: z.string(), children: z.array(children) });

const catalogueSchema = z.strictObject({
  sections: z.array(category(category(leafSchema))),
  /** Units: quantity step is mult / coef (cart-and-ordering.md §3). */
  multisms: z.array(z.strictObject({ id: z.number(), mult: z.number(), coef: z.number(), fname: z.string(), unit: z.string() })),
  /** Which units a leaf sells in, by multism id; the default unit comes first, and 1 is always a valid quantity in it. */
  unitSets: z.record(unitSetSchema, z.array(z.number())),
  colors: z.array(z.strictObject({ id: z.number(), name: z.string(), code: z.string() })),
  /** Invented trade marks (the demo does not borrow real brands) and the country each produces in. */
  brands: z.array(z.strictObject({ name: z.string(), country: z.string() })),
  /**
   * Sections that were renamed: the old path answers with forceRedirectUrl. One moved inside the
   * shop, one must be loaded by the browser in full ('{host}' form, product-widgets-monitoring.md §3
   * Page.forceRedirectUrl; the target form is not shown there).
   */
  pageRedirects: z.array(z.strictObject({ path: z.string(), target: z.string() })),
});

export type LeafNode = z.infer<typeof leafSchema>;
export type Gender = LeafNode['gender'];
export type UnitSet = LeafNode['units'];
export interface CategoryNode {
  name: string;
  slug: string;
  children: ReadonlyArray<CategoryNode | LeafNode>;
}

export const isLeaf = (node: CategoryNode | LeafNode): node is LeafNode => !('children' in node);

const catalogue = catalogueSchema.parse(data);

export const CATALOGUE_TREE: readonly CategoryNode[] = catalogue.sections;
export const { multisms: MULTISMS, unitSets: UNIT_SETS, colors: COLORS, pageRedirects: PAGE_REDIRECTS } = catalogue;
export const BRANDS = catalogue.brands.map((brand) => brand.name);
export const BRAND_COUNTRY: Readonly<Record<string, string>> = Object.fromEntries(
  catalogue.brands.map((brand) => [brand.name, brand.country]),
);

/** Every leaf of the tree by its slug. */
export const LEAVES_BY_SLUG: ReadonlyMap<string, LeafNode> = new Map(
  catalogue.sections.flatMap((section) => section.children.flatMap((group) => group.children)).map((leaf) => [leaf.slug, leaf]),
);
