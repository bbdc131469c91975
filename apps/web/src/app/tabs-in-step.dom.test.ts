import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@shop/contracts/cart.ts';
import { buyerUserFixture, guestUserFixture } from '@shop/mocks/fixtures/account.ts';
import { cartFixture } from '@shop/mocks/fixtures/cart.ts';
import { cartQueryKey } from '@/entities/cart/api/cart-cache.ts';
import { userQueryKey } from '@/entities/user/api/get-user.ts';
import type { TabChannel } from '@/lib/tab-channel.ts';
import { siteVersionChanged } from '@/lib/ui-slice.ts';
import { makeStore } from '@/lib/store.ts';
import { keepTabsInStep, type TabMessage } from './tabs-in-step.ts';

const BURST_MS = 100;

/** A tab's channel whose posts the test reads and whose messages from "other tabs" the test sends. */
function fakeChannel() {
  const posted: unknown[] = [];
  const listeners = new Set<(message: unknown) => void>();
  const channel: TabChannel = {
    post: (message) => posted.push(message),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { channel, posted, receive: (message: TabMessage) => listeners.forEach((listener) => listener(message)) };
}

function tab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const store = makeStore();
  const { channel, posted, receive } = fakeChannel();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const stop = keepTabsInStep(queryClient, store, channel, { burstMs: BURST_MS });
  stops.push(stop);
  return { queryClient, store, posted, receive, invalidated };
}

const stops: Array<() => void> = [];
const withCount = (cart: Cart, countpos: number): Cart => ({ ...cart, countpos });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

describe('tabs in step', () => {
  it('tell the other tabs a change of the cart with the cart itself, a burst as its last state', () => {
    const { queryClient, posted } = tab();
    queryClient.setQueryData(cartQueryKey, withCount(cartFixture, 3));
    queryClient.setQueryData(cartQueryKey, withCount(cartFixture, 4));
    expect(posted).toEqual([]);
    vi.advanceTimersByTime(BURST_MS);
    expect(posted).toEqual([{ kind: 'cart', cart: withCount(cartFixture, 4) }]);
  });

  it("put another tab's cart into the cache as it is: no refetch, and nothing told back", () => {
    const { queryClient, posted, receive, invalidated } = tab();
    queryClient.setQueryData(cartQueryKey, withCount(cartFixture, 1));
    vi.advanceTimersByTime(BURST_MS);
    posted.length = 0;
    receive({ kind: 'cart', cart: withCount(cartFixture, 5) });
    expect(queryClient.getQueryData<Cart>(cartQueryKey)?.countpos).toBe(5);
    vi.advanceTimersByTime(BURST_MS * 10);
    expect(posted).toEqual([]);
    expect(invalidated).not.toHaveBeenCalled();
  });

  it('show the guest and an empty cart at once after a sign-out elsewhere, and reload what depends on the shopper once for a burst', async () => {
    const { queryClient, posted, receive, invalidated } = tab();
    queryClient.setQueryData(userQueryKey, buyerUserFixture);
    queryClient.setQueryData(cartQueryKey, withCount(cartFixture, 2));
    vi.advanceTimersByTime(BURST_MS);
    posted.length = 0;

    receive({ kind: 'user', user: guestUserFixture });
    receive({ kind: 'user', user: guestUserFixture });
    receive({ kind: 'user', user: { ...guestUserFixture, favoriteCount: 0 } });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(guestUserFixture);
    expect(queryClient.getQueryData<Cart>(cartQueryKey)?.countpos).toBe(0);
    expect(invalidated).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BURST_MS);
    expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['cart'], ['page'], ['widgets']]);
    expect(posted).toEqual([]);
  });

  it("do not tell back the cart this tab refetched for another tab's message", async () => {
    const { queryClient, posted, receive } = tab();
    const emptied = withCount(cartFixture, 0);
    queryClient.setQueryData(userQueryKey, buyerUserFixture);
    await queryClient.prefetchQuery({ queryKey: cartQueryKey, queryFn: () => withCount(cartFixture, 2) });
    vi.advanceTimersByTime(BURST_MS);
    posted.length = 0;

    queryClient.getQueryCache().find({ queryKey: cartQueryKey })!.options.queryFn = () => emptied;
    receive({ kind: 'user', user: guestUserFixture });
    vi.advanceTimersByTime(BURST_MS);
    await queryClient.refetchQueries({ queryKey: cartQueryKey });
    expect(queryClient.getQueryData<Cart>(cartQueryKey)?.countpos).toBe(0);
    vi.advanceTimersByTime(BURST_MS * 10);
    expect(posted).toEqual([]);
  });

  it('tell a new favourite count with the shopper; the other tab reloads only its favourites widgets', () => {
    const here = tab();
    const there = tab();
    here.queryClient.setQueryData(userQueryKey, buyerUserFixture);
    there.queryClient.setQueryData(userQueryKey, buyerUserFixture);
    vi.advanceTimersByTime(BURST_MS);
    here.posted.length = 0;

    here.queryClient.setQueryData(userQueryKey, { ...buyerUserFixture, favoriteCount: buyerUserFixture.favoriteCount + 1 });
    vi.advanceTimersByTime(BURST_MS);
    expect(here.posted).toHaveLength(1);
    there.receive(here.posted[0] as TabMessage);
    expect(there.queryClient.getQueryData(userQueryKey)).toEqual({
      ...buyerUserFixture,
      favoriteCount: buyerUserFixture.favoriteCount + 1,
    });
    vi.advanceTimersByTime(BURST_MS);
    expect(there.invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['widgets']]);
  });

  it('tell the chosen layout, and take the one chosen elsewhere without telling it back', () => {
    const here = tab();
    here.store.dispatch(siteVersionChanged('mobile'));
    vi.advanceTimersByTime(BURST_MS);
    expect(here.posted).toEqual([{ kind: 'layout', siteVersion: 'mobile' }]);

    const there = tab();
    there.receive({ kind: 'layout', siteVersion: 'mobile' });
    expect(there.store.getState().ui.siteVersion).toBe('mobile');
    vi.advanceTimersByTime(BURST_MS);
    expect(there.posted).toEqual([]);
    expect(there.invalidated).toHaveBeenCalledTimes(1);
  });

  it('ignore what is no message of theirs', () => {
    const { queryClient, receive } = tab();
    receive({ kind: 'cart' } as unknown as TabMessage);
    receive({ kind: 'layout', siteVersion: 'tablet' } as unknown as TabMessage);
    expect(queryClient.getQueryData(cartQueryKey)).toBeUndefined();
  });
});
