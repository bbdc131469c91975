import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CataloguePageSections, SortField, SortDir, ViewMode } from '@shop/contracts/catalogue.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { pageQueryKey } from '@/entities/page/api/get-page.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';

const productsEndpoint = endpoint('catalogue', 'products');
const countEndpoint = endpoint('catalogue', 'count');
const sortedEndpoint = endpoint('catalogue', 'sorted');
export const viewEndpoint = endpoint('catalogue', 'setView');
/** Where the desktop filters' form goes before the app runs: the BFF redirects to the filtered listing. */
export const filteredUrlEndpoint = endpoint('catalogue', 'filteredUrl');

/** The next or previous page of a listing (catalogue.md §7: onlyOnePage, catalogOnlyProds). */
export const fetchListingPage = (api: ApiClient, path: string, direction: 'next' | 'prev') =>
  api.call(productsEndpoint, { query: { path, direction } });

export const fetchSorted = (api: ApiClient, path: string, sortField: SortField, sortDir: SortDir) =>
  api.call(sortedEndpoint, { query: { path, sortField, sortDir } });

/** How many products a filtered path has; the filters modal's button label. */
export function useListingCount(path: string | null) {
  return useQuery({
    queryKey: ['catalogue', 'count', path],
    // Its failure is shown by the screen itself, not as a toast.
    meta: { quietFailure: true },
    queryFn: ({ client, signal }) => apiOf(client).call(countEndpoint, { query: { path: path ?? '/' } }, { signal }),
    enabled: path !== null,
    staleTime: 60_000,
  });
}

/** Seeds page data of another page of the same listing, so moving the URL there needs no fetch. */
export function seedListingPage(client: ReturnType<typeof useQueryClient>, path: string, page: PageData, sections: CataloguePageSections) {
  client.setQueryData(pageQueryKey(path), { ...page, sections });
}

/** The view is set locally at once, then saved with the path of page 1 (catalogue.md §4 "View modes"). */
export function useSaveView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ view, path }: { view: ViewMode; path: string }, { client }) =>
      apiOf(client).call(viewEndpoint, { body: { view, path } }),
    onSuccess: ({ view }) => {
      // Listings read later in this visit open in the saved view.
      client.setQueriesData<PageData>({ queryKey: ['page'] }, (page) =>
        page?.route === 'catalog' && 'viewMode' in page.sections ? { ...page, sections: { ...page.sections, viewMode: view } } : page,
      );
    },
  });
}
