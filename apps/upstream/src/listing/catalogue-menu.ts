import type { AllMarks, CatalogueMenu, FullListSections } from '@shop/contracts/catalogue.ts';
import type { CategoryRow } from '../catalogue/store.ts';
import type { BrandRow } from './store.ts';
import type { Store } from '../db/store.ts';
import { BRANDS_SEGMENT } from './listing-request.ts';

/** The catalogue has three levels: sections, groups, leaves. */
export const MENU_MAX_LEVEL = 3;

const link = (category: CategoryRow) => ({ id: category.id, name: category.name, url: `/${category.slug}/` });
const brandUrl = (brand: BrandRow) => `/${BRANDS_SEGMENT}/${brand.slug}/`;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ru');

export function catalogueTree(store: Store) {
  return store.catalogue.topCategories().map((section) => ({
    ...link(section),
    children: store.catalogue.childrenOf(section.id).map((group) => ({
      ...link(group),
      children: store.catalogue.childrenOf(group.id).map(link),
    })),
  }));
}

export function catalogueMenu(store: Store, activeSection: number | null): CatalogueMenu {
  const sections = catalogueTree(store);
  return { catalog: sections, options: { maxLevel: MENU_MAX_LEVEL }, activeSection: activeSection ?? sections[0]?.id ?? null };
}

type Alphabet = 'ru' | 'en' | 'digits';
const alphabetOf = (letter: string): Alphabet => (/[0-9]/.test(letter) ? 'digits' : /[A-Z]/.test(letter) ? 'en' : 'ru');

/** Brands by the first letter of a name, letters in order, names in order inside each. */
function groupByLetter(brands: readonly BrandRow[], nameOf: (brand: BrandRow) => string) {
  const groups = new Map<string, Array<{ id: number; name: string; url: string }>>();
  for (const brand of brands) {
    const name = nameOf(brand);
    const first = name.charAt(0).toUpperCase();
    const letter = /[0-9]/.test(first) ? '0–9' : first;
    groups.set(letter, [...(groups.get(letter) ?? []), { id: brand.id, name, url: brandUrl(brand) }]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'ru'))
    .map(([letter, marks]) => ({ letter, marks: marks.sort(byName) }));
}

/** Brands with Cyrillic names under 'ru', by their Latin names under 'en' (catalogue.md §2). */
export function allMarks(store: Store): AllMarks {
  const brands = store.catalogueListing.brands();
  return { en: groupByLetter(brands, (brand) => brand.latin), ru: groupByLetter(brands, (brand) => brand.name) };
}

export function brandsListSections(store: Store, path: string): FullListSections {
  const marks = allMarks(store);
  const pageval4 = [...marks.ru, ...marks.en].map((group) => ({ ...group, alphabet: alphabetOf(group.letter.charAt(0)) }));
  const titles: Record<Alphabet, string> = { ru: 'А–Я', en: 'A–Z', digits: '0–9' };
  const tabs = (['ru', 'en', 'digits'] as const)
    .map((id) => ({ id, title: titles[id], letters: pageval4.filter((group) => group.alphabet === id).map((group) => group.letter) }))
    .filter((tab) => tab.letters.length > 0);
  const pageval4_mobile = store.catalogueListing
    .brands()
    .map((brand) => ({ id: brand.id, name: brand.name, url: brandUrl(brand) }))
    .sort(byName);
  return { kind: 'brands', path, name: 'Все бренды', pageval4, pageval4_mobile, tabs };
}

export function categoriesListSections(store: Store, path: string): FullListSections {
  const pageval4 = catalogueTree(store);
  const pageval4_mobile = pageval4
    .flatMap((section) => [section, ...section.children.flatMap((group) => [group, ...group.children])])
    .map(({ id, name, url }) => ({ id, name, url }))
    .sort(byName);
  return { kind: 'categories', path, name: 'Все категории', pageval4, pageval4_mobile, tabs: [] };
}
