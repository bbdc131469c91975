import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buyerUserFixture } from '@shop/mocks/fixtures/account.ts';
import { WAITING_STORAGE_KEY, waitingQueryKey } from '@/entities/cart/offline/waiting-changes.ts';
import { applyUserChange } from './user-changed.ts';

describe('another shopper owning the session', () => {
  it('drops the cart changes the previous shopper left waiting for the network', async () => {
    const queryClient = new QueryClient();
    const waiting = [{ kind: 'add', quantity: 1, fresh: true, key: 'k', line: { assortmentId: 101, colorId: null }, sent: false }];
    localStorage.setItem(WAITING_STORAGE_KEY, JSON.stringify(waiting));
    queryClient.setQueryData(waitingQueryKey, waiting);
    await applyUserChange(queryClient, buyerUserFixture);
    expect(localStorage.getItem(WAITING_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(waitingQueryKey)).toEqual([]);
  });
});
