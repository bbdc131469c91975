import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { apiOf } from '@/lib/query-client.ts';

const filteredColorsEndpoint = endpoint('catalogue', 'searchColors');

/** The colours of a variety whose names contain what was typed (§7 getFilteredColors). */
export function useFilteredColors(assortmentId: number, search: string) {
  return useQuery({
    queryKey: ['product', 'colors', assortmentId, search] as const,
    queryFn: ({ client, signal }) => apiOf(client).call(filteredColorsEndpoint, { query: { systemId: assortmentId, search } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
