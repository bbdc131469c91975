import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { seedBootQueries, type Boot } from '../boot.ts';
import { withoutLineBreaks } from '@/lib/paths.ts';
import { initialUiState, toastAdded } from '@/lib/ui-slice.ts';
import { makeAppServices } from '../app-services.ts';
import { AppProvider } from '../provider.tsx';
import { AppRoutes } from '../router.tsx';
import { CART_PATH, isPagePath } from '../screen-chunks.ts';
import { makeStore } from '@/lib/store.ts';

/** Nothing navigates while the server renders: the first effect runs in the browser. */
const stay = () => {};

/**
 * The app's HTML for a page whose data the server already has, as the browser's first render
 * will render it from the same boot data: the shop layout of the site version, the route, and its
 * screen (its code loaded here, however long that takes, within the signal). The page route renders
 * from the page data, the cart from the shopper's cart; with a session the shopper and their cart
 * are in the boot as well, so the header and the cards are the shopper's. Null when the path is
 * not rendered from this data (a redirect, another route).
 */
export async function renderPage(boot: Boot, signal: AbortSignal): Promise<string | null> {
  // The root route moves an address without its trailing slash; other routes render other screens.
  const pathname = new URL(boot.path, 'http://shop.local').pathname;
  if (!pathname.endsWith('/')) return null;
  const rendered = boot.page ? isPagePath(pathname) : pathname === CART_PATH && boot.cart !== undefined;
  if (!rendered) return null;
  // No route matches an address with a line break in it: the app reads it again in the browser.
  if (withoutLineBreaks(pathname) !== pathname) return null;

  const store = makeStore({
    ui: { ...initialUiState, siteVersion: boot.siteVersion, shopOrigin: boot.origin, saveData: boot.saveData === true },
  });
  const { queryClient } = makeAppServices(store, { navigate: stay, assign: stay, retry: false });
  seedBootQueries(queryClient, boot);
  for (const message of boot.messages) store.dispatch(toastAdded(message));

  // A component that throws here would throw in the browser as well: no half-rendered page is sent.
  let failure: unknown = null;
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider store={store} queryClient={queryClient}>
        <StaticRouter location={boot.path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // No part of the page is sent apart with an inline script to put it in place (the CSP refuses
    // inline scripts): every Suspense boundary stays in its place however large.
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void (failure ??= error) },
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  if (failure) throw failure;
  return html;
}
