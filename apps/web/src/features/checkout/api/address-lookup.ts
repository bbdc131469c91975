import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { isInnShaped } from '@shop/contracts/rules/checkout-fields.ts';
import { apiOf } from '@/lib/query-client.ts';

const suggestEndpoint = endpoint('places', 'addressSuggestions');
const standardizeEndpoint = endpoint('places', 'standardizeAddress');
const companyEndpoint = endpoint('places', 'company');

/** Suggestions start from this many typed characters. */
export const SUGGEST_FROM_CHARS = 3;

/** Street and house suggestions for what is typed in the city (suggest, §7). A failure shows no list. */
export function useAddressSuggestions(text: string, sysCityId: number | null) {
  const address = text.trim();
  return useQuery({
    queryKey: ['address-suggestions', sysCityId, address],
    queryFn: ({ client, signal }) => apiOf(client).call(suggestEndpoint, { body: { address, sysCityId: sysCityId ?? 0 } }, { signal }),
    select: (reply) => reply.auto,
    enabled: address.length >= SUGGEST_FROM_CHARS && sysCityId !== null,
    staleTime: 60_000,
    meta: { quietFailure: true },
  });
}

/** standardization (§7): the recognised phrase, coordinates and whether the door is reachable. */
export function useStandardizeAddress() {
  return useMutation({
    mutationFn: ({ data, sysCityId }: { data: string; sysCityId: number }, { client }) =>
      apiOf(client).call(standardizeEndpoint, { body: { data, sysCityId } }),
  });
}

/**
 * findCompanyByInn (§7). A failure is the fallback placeholder (§8), never a toast. The checkout's
 * listener fetches it when the INN changes; the field reads the same cache entry.
 */
export const companyQueryOptions = (inn: string) =>
  queryOptions({
    queryKey: ['company', inn],
    queryFn: ({ client, signal }) => apiOf(client).call(companyEndpoint, { params: { inn } }, { signal }),
    enabled: isInnShaped(inn),
    staleTime: Infinity,
    retry: false,
    meta: { quietFailure: true },
  });

export function useCompany(inn: string) {
  return useQuery(companyQueryOptions(inn));
}
