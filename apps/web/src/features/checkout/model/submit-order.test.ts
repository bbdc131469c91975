import { describe, expect, it, vi } from 'vitest';
import type { OrderSendReply } from '@shop/contracts/orders.ts';
import { checkoutPage, resetCheckoutState, saveAddress } from '@shop/mocks/checkout-state.ts';
import { makeStore } from '@/lib/store.ts';
import { addressChosen, draftLoaded, levelChanged, paymentChosen, phoneChanged, selectCheckout, selectErrors } from './checkout-slice.ts';
import { draftOf, hashDraft } from './checkout-draft.ts';
import { submitOrder } from './submit-order.ts';
import type { SubmitDeps } from './submit-order.ts';

const order: OrderSendReply = { orderCode: 'ABC123', invoiceNumber: 'ИМ-1', isCardProviderPay: false, resetCart: true };

/** A store with a draft that can be sent: phone, a saved courier address, invoice payment. */
function ready(options: { complete?: boolean } = {}) {
  resetCheckoutState();
  const saved = saveAddress({
    address: 'г. Москва, ул. Мира, д. 3',
    cityId: 1,
    deliveryType: 0,
    deliveryToDoor: false,
    deliveryToDoorElevator: false,
    deliveryToDoorFloor: 1,
    showDeliveryToDoor: false,
  });
  if (!saved.ok) throw new Error(saved.error);
  const page = checkoutPage();
  const store = makeStore();
  const draft = draftOf(page.orderingData);
  store.dispatch(draftLoaded({ draft, serverHash: hashDraft(draft) }));
  const address = page.orderingData.addresses[0];
  if (options.complete !== false && address) {
    store.dispatch(phoneChanged('9123456789'));
    store.dispatch(addressChosen({ address, datesInfo: page.cartPageData.datesInfo }));
    store.dispatch(paymentChosen(4));
  }
  let keys = 0;
  const deps = {
    send: vi.fn<SubmitDeps['send']>(async () => order),
    cardPayment: vi.fn<SubmitDeps['cardPayment']>(async () => 'https://pay.example/1'),
    newKey: () => `key-${(keys += 1)}`,
  };
  return { store, page, deps };
}

describe('sending the order', () => {
  it('marks the fields in error and sends nothing while something is missing; mobile goes back to the step', async () => {
    const { store, page, deps } = ready({ complete: false });
    store.dispatch(levelChanged(2));
    const outcome = await store.dispatch(submitOrder(page, deps));
    expect(outcome.kind).toBe('invalid');
    expect(selectErrors(store.getState())).toEqual({ phone: true, address: true, payment: true });
    expect(selectCheckout(store.getState()).level).toBe(0);
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('sends one order for a double press: the second press while sending is the same attempt', async () => {
    const { store, page, deps } = ready();
    const [first, second] = await Promise.all([store.dispatch(submitOrder(page, deps)), store.dispatch(submitOrder(page, deps))]);
    expect(first.kind).toBe('placed');
    expect(second.kind).toBe('busy');
    expect(deps.send).toHaveBeenCalledTimes(1);
  });

  it('fills a missing date with the earliest before sending', async () => {
    const { store, page, deps } = ready();
    await store.dispatch(submitOrder(page, deps));
    const sent = deps.send.mock.calls[0]?.[0];
    expect(sent?.deliveryDate).toBe(page.cartPageData.datesInfo.earlyDeliveryDate);
  });

  it('keeps the draft and the key after a failure: the same order retried is the same key, a changed one a new key', async () => {
    const { store, page, deps } = ready();
    deps.send.mockRejectedValueOnce(new Error('502')).mockRejectedValueOnce(new Error('502'));
    expect((await store.dispatch(submitOrder(page, deps))).kind).toBe('failed');
    expect(selectCheckout(store.getState()).submit).toBe('idle');
    expect(selectCheckout(store.getState()).draft?.phone).toBe('9123456789');
    await store.dispatch(submitOrder(page, deps));
    store.dispatch(phoneChanged('9123456780'));
    await store.dispatch(submitOrder(page, deps));
    expect(deps.send.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('goes to the card provider when the order is paid by card, and to the order page when that call fails', async () => {
    const { store, page, deps } = ready();
    deps.send.mockResolvedValue({ ...order, isCardProviderPay: true });
    expect(await store.dispatch(submitOrder(page, deps))).toMatchObject({ kind: 'pay', payUrl: 'https://pay.example/1' });
    expect(deps.cardPayment).toHaveBeenCalledWith('ИМ-1');

    const again = ready();
    again.deps.send.mockResolvedValue({ ...order, isCardProviderPay: true });
    again.deps.cardPayment.mockResolvedValue(null);
    expect(await again.store.dispatch(submitOrder(again.page, again.deps))).toMatchObject({ kind: 'placed' });
  });

  it('starts the next checkout from the server once the order is placed', async () => {
    const { store, page, deps } = ready();
    await store.dispatch(submitOrder(page, deps));
    expect(selectCheckout(store.getState()).draft).toBeNull();
  });
});
