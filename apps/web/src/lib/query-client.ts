import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { Message } from '@shop/contracts/envelope.ts';
import { ApiError, type ApiClient } from './api-client.ts';

/** What a query or a mutation tells the caches about itself. */
export type ShopMeta = {
  /** The screen shows the failure itself (the error page), so it is not toasted. */
  quietFailure?: boolean;
  /** Set on the client's defaults only: the API client of this app (see apiOf). */
  api?: ApiClient;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ShopMeta;
    mutationMeta: ShopMeta;
  }
}

/**
 * Whether a failed query is asked again: not on a 4xx, which says the request is wrong, nor on a
 * 503 or 504, which say the BFF has already waited for the shop's backend (during a known outage
 * it gives up within the 2 s page budget): asking twice more would only keep the shopper from
 * learning that the shop is briefly unavailable for as long again.
 */
export function retry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && (error.isClientError || error.status === 503 || error.status === 504)) return false;
  return failureCount < 2;
}

export type QueryClientOptions = {
  api: ApiClient;
  /** Where failures go: the app dispatches them as toasts. */
  showMessages: (messages: readonly Message[]) => void;
  retry?: boolean;
};

/**
 * One query client per app: failures of queries and mutations reach the toasts here, once the
 * last retry has failed, unless the query or mutation says `meta: { quietFailure: true }`.
 */
export function makeQueryClient({ api, showMessages, retry: retries = true }: QueryClientOptions) {
  const toastFailure = (error: Error, meta: ShopMeta | undefined) => {
    if (meta?.quietFailure || !(error instanceof ApiError)) return;
    showMessages(error.messages);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => toastFailure(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        // Page data does not change while the shopper looks at another tab.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: retries ? retry : false,
        meta: { api },
      },
      mutations: { retry: false, meta: { api } },
    },
  });
}

/** The API client of the app a query or mutation runs in (its function context has the client). */
export function apiOf(client: QueryClient): ApiClient {
  const api = client.getDefaultOptions().queries?.meta?.api;
  if (!api) throw new Error('The query client was not made by makeQueryClient');
  return api;
}
