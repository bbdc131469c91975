import type { User } from '@shop/contracts/account.ts';
import { positionKey } from '@shop/contracts/cart.ts';
import type { Cart, CartPosition } from '@shop/contracts/cart.ts';
import type { DeliveryChoice } from '@shop/contracts/rules/cart-totals.ts';
import { roundQuantity } from '@shop/contracts/rules/rounding.ts';
import { QUANTITY_MAX } from '@shop/contracts/browser/cart.ts';
import { buyerUserFixture, userOf } from './fixtures/account.ts';
import { cartOf, cartProductOf, initialCartLines, totalsLineOf } from './fixtures/goods.ts';
import type { Line } from './fixtures/goods.ts';
import { DEFAULT_CITY_ID, citiesFixture } from './fixtures/places.ts';

/**
 * The mock shopper's session, in memory so that what one handler changes is what the next read
 * returns: the cart, whether the demo buyer is signed in, the city and the favourite products.
 * Everything else is fixtures; a test that needs another answer gives it with server.use().
 */

let lines = new Map<string, Line>();
let shopper: Pick<User, 'username' | 'phone' | 'email'> | null = null;
let cityId = DEFAULT_CITY_ID;
let favorites = new Set<number>();

export function resetMockState(options: { empty?: boolean } = {}): void {
  lines = new Map((options.empty ? [] : initialCartLines).map((line) => [positionKey(line.assortmentId, line.colorId), { ...line }]));
  shopper = null;
  cityId = DEFAULT_CITY_ID;
  favorites = new Set();
}
resetMockState();

export const cartLines = (): Line[] => [...lines.values()];
export const productOf = (line: Line) => cartProductOf(line.assortmentId, line.quantity);
export const totalsLines = () => cartLines().map((line) => totalsLineOf(line.assortmentId, line.quantity));

/** The cart for the shopper's delivery choice (courier by default), as the shop answers it. */
export const cart = (choice?: DeliveryChoice): Cart => cartOf(cartLines(), choice);

const positionOf = (line: Line): CartPosition => ({ ...line, multism: productOf(line).multism });

/** Adds to the line of these goods, up to the most a line may hold. */
export function addItem(assortmentId: number, colorId: number | null, quantity: number): CartPosition {
  const key = positionKey(assortmentId, colorId);
  const line = { assortmentId, colorId, quantity: roundQuantity(Math.min((lines.get(key)?.quantity ?? 0) + quantity, QUANTITY_MAX)) };
  lines.set(key, line);
  return positionOf(line);
}

/** The changed line, or undefined when the goods are not in the cart. */
export function updateItem(assortmentId: number, colorId: number | null, quantity: number): CartPosition | undefined {
  const line = lines.get(positionKey(assortmentId, colorId));
  if (!line) return undefined;
  line.quantity = roundQuantity(quantity);
  return positionOf(line);
}

export const removeItem = (assortmentId: number, colorId: number | null) => lines.delete(positionKey(assortmentId, colorId));

export const clearCart = () => lines.clear();

export const currentUser = (): User => userOf(shopper, cityId);

/** Signs in under the name the request gives, else as the demo buyer; the cart stays. */
export function signIn(who: Partial<Pick<User, 'username' | 'phone' | 'email'>> = {}): User {
  shopper = { username: buyerUserFixture.username, phone: buyerUserFixture.phone, email: buyerUserFixture.email, ...who };
  return currentUser();
}

/** Like the shop: the session becomes a guest with an empty cart. */
export function signOut(): User {
  shopper = null;
  clearCart();
  return currentUser();
}

export const isSignedIn = () => shopper !== null;

export function setCity(id: number): boolean {
  if (!citiesFixture.some((city) => city.id === id)) return false;
  cityId = id;
  return true;
}

export const favoriteIds = (): ReadonlySet<number> => favorites;

/** Favourites are products: a card's id. Answers how many there are now. */
export function setFavorite(productId: number, favorite: boolean): number {
  if (favorite) favorites.add(productId);
  else favorites.delete(productId);
  return favorites.size;
}
