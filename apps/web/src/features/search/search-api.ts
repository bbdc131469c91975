import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';

const hintsEndpoint = endpoint('catalogue', 'searchHints');
const shortUrlEndpoint = endpoint('catalogue', 'searchUrl');

/**
 * Where the search form goes before the app runs, or where it never does: the BFF answers a
 * browser's navigation to the short-url route with a redirect to the results.
 */
export const SEARCH_FORM_ACTION = shortUrlEndpoint.path;
export const SEARCH_TERM_FIELD = 'q';

/** Hints for the term typed (already debounced by the caller); nothing for an empty term. */
export function useSearchHints(term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: ['search', 'hints', trimmed],
    // Its failure is shown by the screen itself, not as a toast.
    meta: { quietFailure: true },
    queryFn: ({ client, signal }) => apiOf(client).call(hintsEndpoint, { body: { term: trimmed } }, { signal }),
    enabled: trimmed.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The results path of a term; an empty term is the default term's (catalogue.md §2). */
export const searchUrlOf = (api: ApiClient, term: string) => api.call(shortUrlEndpoint, { query: { q: term.trim() } });
