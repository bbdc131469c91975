import type { CheckoutPage } from '@shop/contracts/checkout.ts';
import type { CheckoutDraft } from './checkout-draft.ts';

/**
 * The draft as the shopper typed it, stored in the tab's session storage so a reload loses nothing,
 * not even a half-typed phone the server has not been sent (cart-and-ordering.md §4). It belongs
 * to one shopper: another user (after sign-in or sign-out) does not get it.
 */
const STORAGE_KEY = 'shop:checkout-draft';

export type DraftOwner = number | false;
type Stored = { owner: DraftOwner; draft: CheckoutDraft };

export function saveDraft(storage: Storage | null, owner: DraftOwner, draft: CheckoutDraft | null): void {
  if (!storage) return;
  try {
    if (draft) storage.setItem(STORAGE_KEY, JSON.stringify({ owner, draft } satisfies Stored));
    else storage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused (private mode): the draft still lives in this page.
  }
}

export function readDraft(storage: Storage | null, owner: DraftOwner): CheckoutDraft | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(STORAGE_KEY);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<Stored>;
    if (stored.owner !== owner || typeof stored.draft !== 'object' || stored.draft === null) return null;
    return stored.draft;
  } catch {
    return null;
  }
}

/**
 * The draft to start from: the stored one over the server's, except what no longer holds (an
 * address since removed, a date that can no longer be chosen): there the server's data wins.
 */
export function restoreDraft(server: CheckoutDraft, stored: CheckoutDraft | null, page: CheckoutPage): CheckoutDraft {
  if (!stored) return server;
  const restored: CheckoutDraft = { ...server, ...stored };
  const storedAddressValid =
    stored.currentAddressId === null || page.orderingData.addresses.some((address) => address.id === stored.currentAddressId);
  if (!storedAddressValid) {
    Object.assign(restored, {
      currentAddressId: server.currentAddressId,
      deliveryType: server.deliveryType,
      pointId: server.pointId,
      cityId: server.cityId,
      deliveryToDoor: server.deliveryToDoor,
      deliveryToDoorElevator: server.deliveryToDoorElevator,
      deliveryToDoorFloor: server.deliveryToDoorFloor,
    });
  }
  const storedDateValid = page.cartPageData.datesInfo.dates.some((date) => date.id === stored.deliveryDate && !date.disabled);
  if (!storedDateValid || !storedAddressValid) restored.deliveryDate = server.deliveryDate;
  return restored;
}
