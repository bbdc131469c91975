import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './app/global.css';
import { saveSiteVersion } from './entities/user/api/set-site-version.ts';
import { listenForPreloadErrors } from './lib/chunk-reload.ts';
import { createBrowserRouter } from 'react-router';
import { makeAppServices } from './app/app-services.ts';
import { startFirstPage } from './app/first-page.ts';
import { routes } from './app/router.tsx';
import { startSiteVersion } from './lib/site-version.ts';
import { makeStore } from './app/store.ts';
import { initialUiState } from './lib/ui-slice.ts';

async function start() {
  listenForPreloadErrors();
  // Read statically so production builds drop the mocks entirely.
  if (import.meta.env.MODE === 'mocks') {
    const { worker } = await import('@shop/mocks/browser.ts');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }

  const siteVersion = startSiteVersion();
  const store = makeStore({ ui: { ...initialUiState, siteVersion: siteVersion.version } });
  const router = createBrowserRouter(routes);
  const { api, queryClient } = makeAppServices(store, { navigate: (url) => void router.navigate(url, { replace: true }) });
  startFirstPage(queryClient, window.location);

  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element in index.html');
  createRoot(root).render(
    <StrictMode>
      <App store={store} queryClient={queryClient} router={router} />
    </StrictMode>,
  );

  // The first visit's choice is the shopper's preference on the server too.
  if (siteVersion.firstVisit) void saveSiteVersion(api, siteVersion.version).catch(() => {});
}

void start();
