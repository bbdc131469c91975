import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { cartQueryKey } from '@/entities/cart/api/cart-cache.ts';
import { userQueryKey } from '@/entities/user/api/get-user.ts';
import { apiOf } from '@/lib/query-client.ts';

const setCityEndpoint = endpoint('user', 'setCity');

/**
 * setUserCity (cart-and-ordering.md §7): the reply's city becomes the user's; the cart's delivery
 * totals depend on the city, so the cart is read again.
 */
export function useSetCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number, { client }) => apiOf(client).call(setCityEndpoint, { body: { id } }),
    onSuccess: (cityData) => {
      queryClient.setQueryData<User>(userQueryKey, (user) => (user ? { ...user, cityData } : user));
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
