import type { Message } from '@shop/contracts/envelope.ts';
import { createApiClient } from '@/lib/api-client.ts';
import { makeQueryClient } from '@/lib/query-client.ts';
import { toastAdded } from '@/lib/ui-slice.ts';
import type { AppStore } from '@/lib/store.ts';

export type AppServicesOptions = {
  /** In-app navigation with replace: the router's. */
  navigate: (url: string) => void;
  /** Full page load; the browser's by default. */
  assign?: (url: string) => void;
  retry?: boolean;
};

/**
 * The API client and the query client of one app, over its store: messages become toasts, the
 * site version is read from the store at each call, redirects go through the router. Nothing of
 * this is module state, so every test builds its own.
 */
export function makeAppServices(store: AppStore, { navigate, assign = (url) => window.location.assign(url), retry }: AppServicesOptions) {
  const showMessages = (messages: readonly Message[]) => messages.forEach((message) => store.dispatch(toastAdded(message)));
  const api = createApiClient({ siteVersion: () => store.getState().ui.siteVersion, showMessages, navigate, assign });
  const queryClient = makeQueryClient({ api, showMessages, retry });
  return { api, queryClient };
}
