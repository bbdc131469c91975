import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { catalogRoutes } from '@shop/contracts/catalog.ts';
import { endpoint } from '@shop/contracts/endpoint.ts';
import { callApi } from '@/lib/api-client.ts';

const hintsEndpoint = endpoint<typeof catalogRoutes.searchHints>('POST', '/api/search/hints');
const shortUrlEndpoint = endpoint<typeof catalogRoutes.searchUrl>('GET', '/api/search/short-url');

/** Hints for the term typed (already debounced by the caller); nothing for an empty term. */
export function useSearchHints(term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: ['search', 'hints', trimmed],
    queryFn: ({ signal }) => callApi(hintsEndpoint, { body: { term: trimmed } }, { signal, quietFailure: true }),
    enabled: trimmed.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The results path of a term; an empty term is the default term's (catalogue.md §2). */
export const searchUrlOf = (term: string) => callApi(shortUrlEndpoint, { query: { q: term.trim() } });
