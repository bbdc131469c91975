import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { apiOf } from '@/lib/query-client.ts';

const tooltipEndpoint = endpoint('product', 'getTooltip');

export const tooltipQueryOptions = (tooltipId: string) =>
  queryOptions({
    queryKey: ['product', 'tooltip', tooltipId] as const,
    queryFn: ({ client, signal }) => apiOf(client).call(tooltipEndpoint, { params: { tooltipId } }, { signal }),
    // The texts change with the shop's rules, not while a shopper reads.
    staleTime: Infinity,
  });

/** A tooltip's text (§7 /s/tooltip/), loaded when it is first opened. */
export function useTooltip(tooltipId: string, enabled: boolean) {
  return useQuery({ ...tooltipQueryOptions(tooltipId), enabled });
}
