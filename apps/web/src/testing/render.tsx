import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { AppProvider } from '@/app/provider.tsx';
import { routes } from '@/app/router.tsx';
import { makeAppServices } from '@/app/app-services.ts';
import { makeStore } from '@/app/store.ts';
import type { RootState } from '@/lib/store.ts';
import { initialUiState } from '@/lib/ui-slice.ts';

type ProviderOptions = {
  preloadedState?: Partial<RootState>;
  siteVersion?: SiteVersion;
};

function makeProviders({ preloadedState, siteVersion }: ProviderOptions, navigate: (url: string) => void) {
  const store = makeStore({
    ...preloadedState,
    ui: { ...initialUiState, ...preloadedState?.ui, ...(siteVersion ? { siteVersion } : {}) },
  });
  const assigned: string[] = [];
  const { api, queryClient } = makeAppServices(store, { navigate, assign: (url) => assigned.push(url), retry: false });
  return { store, api, queryClient, assigned };
}

function renderWith(ui: ReactElement, providers: ReturnType<typeof makeProviders>, renderOptions: Omit<RenderOptions, 'wrapper'>) {
  const result = render(ui, {
    wrapper: ({ children }) => (
      <AppProvider store={providers.store} queryClient={providers.queryClient}>
        {children}
      </AppProvider>
    ),
    ...renderOptions,
  });
  return { ...result, ...providers };
}

/** A component with a fresh store and query client (no router: in-app redirects are recorded). */
export function renderWithProviders(
  ui: ReactElement,
  options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { preloadedState, siteVersion, ...renderOptions } = options;
  const navigated: string[] = [];
  const providers = makeProviders({ preloadedState, siteVersion }, (url) => navigated.push(url));
  return { ...renderWith(ui, providers, renderOptions), navigated };
}

/** The whole app with its routes at a URL, in memory. */
export function renderApp(url: string, options: ProviderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const providers = makeProviders(options, (to) => void router.navigate(to, { replace: true }));
  return { ...renderWith(<RouterProvider router={router} />, providers, {}), router };
}
