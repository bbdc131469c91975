import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import type { OrderingDataInput, OrderingUpdateReply } from '@shop/contracts/ordering.ts';
import { rootReducer } from '@/lib/store.ts';
import { createCheckoutListener, FIELD_ERROR_MS, UPDATE_DEBOUNCE_MS } from './checkout-listener.ts';
import { draftLoaded, fieldErrorsRaised, phoneChanged, selectDraft, selectErrors } from './checkout-slice.ts';
import { draft } from './draft-fixture.ts';

function setup() {
  const update = vi.fn(async (_input: OrderingDataInput, _signal: AbortSignal) => ({ deliveryDate: '2026-11-26' }) as OrderingUpdateReply);
  const onSaved = vi.fn();
  const listener = createCheckoutListener({ update, onSaved });
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().prepend(listener.middleware) });
  store.dispatch(draftLoaded(draft));
  return { store, update, onSaved };
}

describe('checkout listener', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears a field error after 7 seconds, not before', async () => {
    const { store } = setup();
    store.dispatch(fieldErrorsRaised(['phone', 'address']));
    await vi.advanceTimersByTimeAsync(FIELD_ERROR_MS - 10);
    expect(selectErrors(store.getState())).toMatchObject({ phone: true, address: true });
    await vi.advanceTimersByTimeAsync(20);
    expect(selectErrors(store.getState())).toEqual({ phone: false, address: false, payment: false });
  });

  it('sends the ordering data once when its values change and takes the earliest date from the reply', async () => {
    const { store, update, onSaved } = setup();
    expect(update).not.toHaveBeenCalled();
    store.dispatch(phoneChanged('912'));
    store.dispatch(phoneChanged('9123456789'));
    await vi.advanceTimersByTimeAsync(UPDATE_DEBOUNCE_MS + 10);
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]?.[0]).toMatchObject({ phone: '9123456789' });
    expect(onSaved).toHaveBeenCalled();
    expect(selectDraft(store.getState())?.deliveryDate).toBe('2026-11-26');
  });

  it('sends nothing when an action leaves the values as they were', async () => {
    const { store, update } = setup();
    store.dispatch(fieldErrorsRaised(['payment']));
    await vi.advanceTimersByTimeAsync(UPDATE_DEBOUNCE_MS + 10);
    expect(update).not.toHaveBeenCalled();
  });
});
