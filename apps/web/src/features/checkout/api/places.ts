import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { User } from '@shop/contracts/account.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { cartQueryKey } from '@/entities/cart/api/cart-cache.ts';
import { userQueryKey } from '@/entities/user/api/get-user.ts';
import { apiOf } from '@/lib/query-client.ts';

const citiesEndpoint = endpoint('places', 'cities');
const cityPointsEndpoint = endpoint('places', 'cityPoints');
const setCityEndpoint = endpoint('user', 'setCity');

/** Every city the shop delivers to (getCitiesList): the list of the cities panel. */
export function useCities(enabled: boolean) {
  return useQuery({
    queryKey: ['cities'],
    queryFn: ({ client, signal }) => apiOf(client).call(citiesEndpoint, undefined, { signal }),
    select: (reply) => reply.cities,
    staleTime: Infinity,
    enabled,
  });
}

export const cityPointsQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: ['cities', cityId, 'points'],
    queryFn: ({ client, signal }) => apiOf(client).call(cityPointsEndpoint, { params: { id: cityId } }, { signal }),
    select: (reply) => reply.points,
    staleTime: 5 * 60_000,
  });

/** The pickup points of a city: the point list and the map's markers. */
export function useCityPoints(cityId: number | null) {
  return useQuery({ ...cityPointsQueryOptions(cityId ?? 0), enabled: cityId !== null });
}

/**
 * setUserCity (§4 "Address and map window"): the user's city changes only on an OK reply; the
 * cart's delivery totals depend on the city, so the cart is read again.
 */
export function useSetUserCity() {
  return useMutation({
    mutationFn: (id: number, { client }) => apiOf(client).call(setCityEndpoint, { body: { id } }),
    onSuccess: (cityData, _id, _result, { client }) => {
      client.setQueryData<User>(userQueryKey, (user) => (user ? { ...user, cityData } : user));
      void client.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
