import { resetAccountState } from '../account-state.ts';
import { resetCatalogState } from '../catalog-state.ts';
import { resetOrderingState } from '../ordering-state.ts';
import { resetProductState } from '../product-state.ts';
import { resetMockState } from '../state.ts';

/**
 * The whole mock shop back to its first state: the cart, the shopper, favourites and view mode,
 * checkout, comments. Each test starts from it, so no test depends on the ones run before it.
 */
export function resetMockShop(): void {
  resetMockState();
  resetAccountState();
  resetCatalogState();
  resetOrderingState();
  resetProductState();
}
