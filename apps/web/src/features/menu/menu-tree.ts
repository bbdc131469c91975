import type { CatalogueMenu } from '@shop/contracts/catalogue.ts';

export type MenuSection = CatalogueMenu['catalog'][number];
export type MenuGroup = MenuSection['children'][number];

/**
 * The menu as deep as options.maxLevel allows (catalogue.md §2 "Menu data"): level 1 is the
 * sections, level 2 their groups, level 3 the groups' leaves. A level past the limit is left out.
 */
export function menuToLevel(catalogue: readonly MenuSection[], maxLevel: number): MenuSection[] {
  return catalogue.map((section) => ({
    ...section,
    children: maxLevel < 2 ? [] : section.children.map((group) => ({ ...group, children: maxLevel < 3 ? [] : group.children })),
  }));
}

/** The section the menu shows first: the one saved as active, else the first. */
export function activeSectionOf(menu: CatalogueMenu): number | null {
  const saved = menu.catalog.find((section) => section.id === menu.activeSection);
  return saved?.id ?? menu.catalog[0]?.id ?? null;
}
