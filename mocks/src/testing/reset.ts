import { resetCheckoutState } from '../checkout-state.ts';
import { resetMockState } from '../state.ts';

/** The whole mock shop back to its first state: the cart, a guest, no addresses or new orders. Each test starts from it. */
export function resetMockShop(): void {
  resetMockState();
  resetCheckoutState();
}
