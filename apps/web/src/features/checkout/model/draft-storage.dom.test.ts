import { describe, expect, it } from 'vitest';
import type { CheckoutPage } from '@shop/contracts/checkout.ts';
import { checkoutPage, resetCheckoutState, saveAddress } from '@shop/mocks/checkout-state.ts';
import { readDraft, restoreDraft, saveDraft } from './draft-storage.ts';
import { draftOf } from './checkout-draft.ts';

function page(): CheckoutPage {
  resetCheckoutState();
  saveAddress({
    address: 'г. Москва, ул. Мира, д. 3',
    cityId: 1,
    deliveryType: 0,
    deliveryToDoor: false,
    deliveryToDoorElevator: false,
    deliveryToDoorFloor: 1,
    showDeliveryToDoor: false,
  });
  return checkoutPage();
}

describe('the draft stored for a reload', () => {
  it('is read back for the same shopper and forgotten when emptied', () => {
    const server = draftOf(page().orderingData);
    saveDraft(window.sessionStorage, 7, { ...server, phone: '912' });
    expect(readDraft(window.sessionStorage, 7)?.phone).toBe('912');
    expect(readDraft(window.sessionStorage, false)).toBeNull();
    saveDraft(window.sessionStorage, 7, null);
    expect(readDraft(window.sessionStorage, 7)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    window.sessionStorage.setItem('shop:checkout-draft', '{not json');
    expect(readDraft(window.sessionStorage, false)).toBeNull();
  });

  it('wins over the server data, except an address since removed and a date no longer offered', () => {
    const data = page();
    const server = draftOf(data.orderingData);
    const address = data.orderingData.addresses[0];
    const open = data.cartPageData.datesInfo.dates.find((date) => !date.disabled);
    const typed = { ...server, phone: '912', contact: 'Анна', currentAddressId: address?.id ?? null, deliveryDate: open?.id ?? null };
    expect(restoreDraft(server, typed, data)).toMatchObject({
      phone: '912',
      contact: 'Анна',
      currentAddressId: address?.id,
      deliveryDate: open?.id,
    });

    const stale = { ...typed, currentAddressId: 999, deliveryType: 3 as const, pointId: 4, deliveryDate: '2000-01-01' };
    expect(restoreDraft(server, stale, data)).toMatchObject({
      phone: '912',
      currentAddressId: server.currentAddressId,
      deliveryType: server.deliveryType,
      pointId: server.pointId,
      deliveryDate: server.deliveryDate,
    });
  });
});
