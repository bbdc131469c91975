import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/endpoint.ts';
import type { placesRoutes } from '@shop/contracts/places.ts';
import type { SaveAddressInput } from '@shop/contracts/account.ts';
import type { userRoutes } from '@shop/contracts/user.ts';
import { callApi } from '@/lib/api-client.ts';

const citiesEndpoint = endpoint<typeof placesRoutes.cities>('GET', '/api/cities');
const cityPointsEndpoint = endpoint<typeof placesRoutes.cityPoints>('GET', '/api/cities/:id/points');
const suggestEndpoint = endpoint<typeof placesRoutes.addressSuggestions>('POST', '/api/address/suggestions');
const standardizeEndpoint = endpoint<typeof placesRoutes.standardizeAddress>('POST', '/api/address/standardize');
const companyEndpoint = endpoint<typeof placesRoutes.company>('GET', '/api/companies/:inn');
const saveAddressEndpoint = endpoint<typeof userRoutes.saveAddress>('POST', '/api/user/addresses');
const removeAddressEndpoint = endpoint<typeof userRoutes.removeAddress>('DELETE', '/api/user/addresses/:id');
const setCityEndpoint = endpoint<typeof userRoutes.setCity>('PUT', '/api/user/city');

export function useCities(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['cities'],
      queryFn: ({ signal }) => callApi(citiesEndpoint, {}, { signal }),
      staleTime: Infinity,
      enabled,
    }),
  );
}

export function useCityPoints(cityId: number | null) {
  return useQuery({
    queryKey: ['cities', cityId, 'points'],
    queryFn: ({ signal }) => callApi(cityPointsEndpoint, { params: { id: cityId ?? 0 } }, { signal }),
    enabled: cityId !== null,
    staleTime: Infinity,
  });
}

export function useAddressSuggestions(address: string, sysCityId: number | null) {
  const text = address.trim();
  return useQuery({
    queryKey: ['address-suggestions', sysCityId, text],
    queryFn: ({ signal }) => callApi(suggestEndpoint, { body: { address: text, sysCityId: sysCityId ?? 0 } }, { signal, quietFailure: true }),
    enabled: text.length >= 3 && sysCityId !== null,
    staleTime: 60_000,
  });
}

export function standardizeAddress(data: string, sysCityId: number) {
  return callApi(standardizeEndpoint, { body: { data, sysCityId } });
}

export function useCompany(inn: string) {
  return useQuery({
    queryKey: ['company', inn],
    queryFn: ({ signal }) => callApi(companyEndpoint, { params: { inn } }, { signal, quietFailure: true }),
    enabled: /^(\d{10}|\d{12})$/.test(inn),
    staleTime: Infinity,
  });
}

export function saveAddress(address: SaveAddressInput) {
  return callApi(saveAddressEndpoint, { body: address });
}

export function removeAddress(id: number) {
  return callApi(removeAddressEndpoint, { params: { id } });
}

export function setUserCity(id: number) {
  return callApi(setCityEndpoint, { body: { id } });
}
