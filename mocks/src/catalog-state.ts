import type { ViewMode } from '@shop/contracts/catalog.ts';
import { mockMenu } from './fixtures/catalog.ts';

/**
 * What the mock shopper changed in the catalogue, kept in memory so later reads see it like the
 * real BFF's: favourite products and categories, the list view and the active menu section.
 * Tests call resetCatalogState() between cases.
 */

let favorites = new Set<number>();
let favoriteCategories = new Set<number>();
let viewMode: ViewMode = 'pics';
let menuSection: number | null = null;

export function resetCatalogState(): void {
  favorites = new Set();
  favoriteCategories = new Set();
  viewMode = 'pics';
  menuSection = null;
}

export const favoriteIds = (): ReadonlySet<number> => favorites;
export const favoriteCategoryIds = (): ReadonlySet<number> => favoriteCategories;

/** Favourites are products: a card's id. */
export function setFavorite(productId: number, favorite: boolean): number {
  if (favorite) favorites.add(productId);
  else favorites.delete(productId);
  return favorites.size;
}

export function setFavoriteCategory(categoryId: number, favorite: boolean): void {
  if (favorite) favoriteCategories.add(categoryId);
  else favoriteCategories.delete(categoryId);
}

export const currentView = () => viewMode;
export function setView(view: ViewMode): void {
  viewMode = view;
}

export const activeSection = () => menuSection ?? mockMenu.activeSection;
export function setMenuSection(id: number): void {
  menuSection = id;
}
