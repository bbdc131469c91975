import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { holdEarlyPresses } from '@/components/early-presses.ts';
import { App } from './app.tsx';
import { saveSiteVersion } from '@/entities/user/api/set-site-version.ts';
import { makeAppServices } from './app-services.ts';
import { readBoot, seedBootQueries } from './boot.ts';
import { reportFailedHydration } from './browser-errors.ts';
import { startFirstPage } from './first-page.ts';
import { keepTabsInStepLater } from './tabs-in-step-later.ts';
import { holdUntilReady } from './when-ready.ts';
import { browserNavigation } from './navigation.tsx';
import { preloadHydratedPath } from './screen-chunks.ts';
import { preloadScreen } from './screen-registry.ts';
import { browserSavesData } from '@/lib/data-saver.ts';
import { startSiteVersion } from '@/lib/site-version.ts';
import { makeStore } from '@/lib/store.ts';
import { initialUiState, toastAdded } from '@/lib/ui-slice.ts';
import { yieldToBrowser } from '@/lib/yield-to-browser.ts';

/**
 * Starts the shop's app in the page: hydrates the page the server rendered, or renders it. The stores,
 * the router and the services are each made in a task of their own, the page hydrated in later
 * ones: together they would hold a phone's main thread for a fifth of a second at once.
 */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element in index.html');
  // A page the server rendered comes with the data it rendered it from (app/boot.ts).
  const boot = readBoot(document);
  const siteVersion = startSiteVersion();
  // A page the server did not render was still served by the shop itself, at its own address.
  const shopOrigin = boot ? boot.origin : window.location.origin;
  // As the server rendered the page; a page it did not render asks the browser.
  const saveData = boot ? boot.saveData === true : browserSavesData();
  const store = makeStore({ ui: { ...initialUiState, siteVersion: siteVersion.version, shopOrigin, saveData } });

  if (boot) {
    // The server answered a redirect with the target's page: the address follows, as in the app.
    const { pathname, search, hash } = window.location;
    if (pathname + search !== boot.path) window.history.replaceState(window.history.state, '', boot.path + hash);
    if (boot.page) preloadScreen(boot.page.route);
    // A route with its own code (the cart): its chunk, for the routes to hydrate the server-rendered page.
    else preloadHydratedPath(new URL(boot.path, window.location.origin).pathname);
  }
  await yieldToBrowser();
  const navigation = browserNavigation();
  await yieldToBrowser();
  const { api, queryClient } = makeAppServices(store, { navigate: navigation.replace });
  if (boot) {
    // The page, and the shopper and their cart when rendered with their session: what was rendered.
    seedBootQueries(queryClient, boot);
    for (const message of boot.messages) store.dispatch(toastAdded(message));
  } else {
    startFirstPage(queryClient, window.location);
  }
  keepTabsInStepLater(queryClient, store);

  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App store={store} queryClient={queryClient} navigation={navigation} />
    </StrictMode>
  );
  // The server rendered the page in the layout this browser shows: the app hydrates its HTML, in
  // slices between which the browser stays responsive. Rendered in the other layout (a guest page
  // whose layout the server guessed wrong), or not rendered at all, the app renders the page itself.
  if (boot?.siteVersion === siteVersion.version && root.firstElementChild) {
    // Its progressively hydrated parts hold a press until they hydrate; what waits for app-ready waits.
    holdEarlyPresses();
    holdUntilReady();
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportFailedHydration });
    });
  } else {
    createRoot(root).render(app);
  }

  // A choice decided now is the shopper's preference on the server too.
  if (siteVersion.decidedNow) void saveSiteVersion(api, siteVersion.version).catch(() => {});
}
