import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { CheckoutPage } from '@shop/contracts/checkout.ts';
import type { QueryClient } from '@tanstack/react-query';
import { apiOf } from '@/lib/query-client.ts';

const getCheckoutEndpoint = endpoint('checkout', 'getCheckout');

export const checkoutQueryKey = ['checkout'] as const;

export const checkoutQueryOptions = () =>
  queryOptions({
    queryKey: checkoutQueryKey,
    queryFn: ({ client, signal }) => apiOf(client).call(getCheckoutEndpoint, undefined, { signal }),
    // The cart may have changed since checkout was last open: its totals are read at each opening.
    refetchOnMount: 'always',
    // The checkout shows its own retry instead of a toast.
    meta: { quietFailure: true },
  });

/** The saved ordering data with its totals, dates, pickup points and payment methods (GET /api/ordering). */
export function useCheckout() {
  return useQuery(checkoutQueryOptions());
}

/** The saved addresses changed (saved, edited or removed): the ordering data carries the list. */
export function setSavedAddresses(queryClient: QueryClient, addresses: Address[]): void {
  queryClient.setQueryData<CheckoutPage>(checkoutQueryKey, (page) =>
    page ? { ...page, orderingData: { ...page.orderingData, addresses } } : page,
  );
}
