import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { AppProvider } from '@/app/provider.tsx';
import { routes } from '@/app/router.tsx';
import { bindApiClient } from '@/lib/api-client.ts';
import { makeQueryClient } from '@/lib/query-client.ts';
import { makeStore } from '@/app/store.ts';
import type { RootState } from '@/lib/store.ts';
import { initialUiState } from '@/lib/ui-slice.ts';

type ProviderOptions = {
  preloadedState?: Partial<RootState>;
  siteVersion?: SiteVersion;
};

function makeProviders({ preloadedState, siteVersion }: ProviderOptions) {
  const store = makeStore({
    ...preloadedState,
    ui: { ...initialUiState, ...preloadedState?.ui, ...(siteVersion ? { siteVersion } : {}) },
  });
  const queryClient = makeQueryClient({ retry: false });
  return { store, queryClient };
}

/** A component with a fresh store and query client. */
export function renderWithProviders(
  ui: ReactElement,
  options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { preloadedState, siteVersion, ...renderOptions } = options;
  const { store, queryClient } = makeProviders({ preloadedState, siteVersion });
  const result = render(ui, {
    wrapper: ({ children }) => (
      <AppProvider store={store} queryClient={queryClient}>
        {children}
      </AppProvider>
    ),
    ...renderOptions,
  });
  return { ...result, store, queryClient };
}

/** The whole app with its routes at a URL, in memory. */
export function renderApp(url: string, options: ProviderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const unbind = bindApiClient({ navigate: (to) => void router.navigate(to, { replace: true }) });
  const rendered = renderWithProviders(<RouterProvider router={router} />, options);
  const unmount = rendered.unmount;
  return {
    ...rendered,
    router,
    unmount: () => {
      unmount();
      unbind();
    },
  };
}
