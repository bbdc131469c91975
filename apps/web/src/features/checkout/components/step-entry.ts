import type { MobileLevel } from '@/features/checkout/model/checkout-slice.ts';

/**
 * What an entry of the open checkout keeps in the history's state, beside what the page keeps;
 * `left` once the shopper has gone on from the checkout to its order.
 */
export type StepState = { checkoutStep?: { opening: string; level: MobileLevel; left?: boolean } };

/** The checkout step an entry of the history was made for, if any. */
export const stepOf = (state: unknown) => (state as StepState | null)?.checkoutStep;
