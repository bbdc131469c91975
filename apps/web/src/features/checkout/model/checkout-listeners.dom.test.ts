import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { CheckoutPage } from '@shop/contracts/checkout.ts';
import { EMPTY_ORDERING_DATA } from '@shop/contracts/rules/ordering-data.ts';
import { server } from '@shop/mocks/node.ts';
import { checkoutPage, resetCheckoutState } from '@shop/mocks/checkout-state.ts';
import { makeAppServices } from '@/app/app-services.ts';
import { makeStore } from '@/lib/store.ts';
import { checkoutQueryKey } from '@/features/checkout/api/get-checkout.ts';
import { UPDATE_DEBOUNCE_MS, startCheckoutListeners } from './checkout-listeners.ts';
import {
  draftLoaded,
  fieldErrorsRaised,
  innChanged,
  personTypeSwitched,
  phoneChanged,
  selectCheckout,
  selectDraft,
  selectErrors,
} from './checkout-slice.ts';
import { readDraft } from './draft-storage.ts';
import { draftOf, hashDraft } from './checkout-draft.ts';

type Update = { orderingData: Record<string, unknown> };

function setup() {
  const store = makeStore();
  const { queryClient } = makeAppServices(store, { navigate: () => {}, assign: () => {}, retry: false });
  const page: CheckoutPage = checkoutPage();
  queryClient.setQueryData(checkoutQueryKey, page);
  const updates: Update[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/api/ordering/data')
      updates.push((await request.clone().json()) as Update);
  });
  const stop = startCheckoutListeners(store.dispatch, { queryClient, storage: window.sessionStorage, owner: false });
  const server0 = draftOf(page.orderingData);
  return {
    store,
    queryClient,
    page,
    updates,
    stop,
    load: (draft = server0) => store.dispatch(draftLoaded({ draft, serverHash: hashDraft(server0) })),
  };
}

const settled = () => new Promise((done) => setTimeout(done, UPDATE_DEBOUNCE_MS + 150));

beforeEach(() => {
  resetCheckoutState();
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('checkout listeners', () => {
  it('clears a field error after 7 seconds, not before, and a new error starts the 7 seconds again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, load, stop } = setup();
    load();
    store.dispatch(fieldErrorsRaised(['phone', 'address']));
    await vi.advanceTimersByTimeAsync(5000);
    store.dispatch(fieldErrorsRaised(['phone']));
    await vi.advanceTimersByTimeAsync(2010);
    expect(selectErrors(store.getState())).toEqual({ phone: true, address: false, payment: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(selectErrors(store.getState()).phone).toBe(false);
    stop();
  });

  it('sends the ordering data when its hash changes, once typing settles, and keeps the reply', async () => {
    const { store, queryClient, updates, load, stop } = setup();
    load();
    store.dispatch(phoneChanged('912'));
    store.dispatch(phoneChanged('9123456789'));
    store.dispatch(personTypeSwitched('legal'));
    await vi.waitFor(() =>
      expect(selectCheckout(store.getState()).syncedHash).toBe(hashDraft(selectDraft(store.getState()) ?? EMPTY_ORDERING_DATA)),
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]?.orderingData).toMatchObject({ phone: '9123456789', personType: 1 });
    const cached = queryClient.getQueryData<CheckoutPage>(checkoutQueryKey);
    expect(cached?.orderingData).toMatchObject({ phone: '9123456789', personType: 1 });
    stop();
  });

  it('takes the delivery date the server moved to', async () => {
    const { store, load, page, stop } = setup();
    server.use(
      http.put('*/api/ordering/data', () =>
        HttpResponse.json({
          status: 'OK',
          messages: [],
          data: {
            bodyData: page.orderingData,
            totals: page.total,
            deliveryDate: '2031-01-15',
            orderingDataHash: 'h',
            datesInfo: page.cartPageData.datesInfo,
          },
        }),
      ),
    );
    load();
    store.dispatch(phoneChanged('9123456789'));
    await vi.waitFor(() => expect(selectDraft(store.getState())?.deliveryDate).toBe('2031-01-15'));
    stop();
  });

  it('sends nothing while a change is not one the server would see: more digits of a phone not yet whole, an error mark', async () => {
    const { store, updates, load, stop } = setup();
    load();
    store.dispatch(fieldErrorsRaised(['payment']));
    await settled();
    expect(updates).toHaveLength(0);
    store.dispatch(phoneChanged('9'));
    await settled();
    const sent = updates.length;
    expect(updates[0]?.orderingData).not.toHaveProperty('phone');
    for (const digits of ['91', '912', '9123', '91234567']) store.dispatch(phoneChanged(digits));
    await settled();
    expect(updates).toHaveLength(sent);
    stop();
  });

  it('keeps what was typed, half a phone too, for a reload of the same shopper only', async () => {
    const { store, load, stop } = setup();
    load();
    store.dispatch(phoneChanged('91234'));
    expect(readDraft(window.sessionStorage, false)?.phone).toBe('91234');
    expect(readDraft(window.sessionStorage, 42)).toBeNull();
    stop();
  });

  it('marks a stored phone shorter than 10 digits when checkout opens', () => {
    const { store, load, page, stop } = setup();
    load({ ...draftOf(page.orderingData), phone: '912345' });
    expect(selectErrors(store.getState()).phone).toBe(true);
    stop();
  });

  it('looks the INN up and keeps the full name of the company; an unknown one leaves it empty', async () => {
    const { store, load, stop } = setup();
    load();
    store.dispatch(personTypeSwitched('legal'));
    store.dispatch(innChanged('7707083893'));
    await vi.waitFor(() => expect(selectDraft(store.getState())?.legalName).toBe('Публичное акционерное общество «Сбербанк России»'));
    store.dispatch(innChanged('7707083894'));
    await vi.waitFor(() => expect(selectDraft(store.getState())?.legalName).toBe(''));
    stop();
  });

  it('stops sending once checkout closes', async () => {
    const { store, updates, load, stop } = setup();
    load();
    stop();
    store.dispatch(phoneChanged('9123456789'));
    await settled();
    expect(updates).toHaveLength(0);
  });
});
