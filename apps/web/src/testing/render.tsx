import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { AppRouter, memoryNavigation } from '@/app/navigation.tsx';
import { AppProvider } from '@/app/provider.tsx';
import { AppRoutes } from '@/app/router.tsx';
import { makeAppServices } from '@/app/app-services.ts';
import { makeStore } from '@/lib/store.ts';
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
export function renderWithProviders(ui: ReactElement, options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { preloadedState, siteVersion, ...renderOptions } = options;
  const navigated: string[] = [];
  const providers = makeProviders({ preloadedState, siteVersion }, (url) => navigated.push(url));
  return { ...renderWith(ui, providers, renderOptions), navigated };
}

/**
 * The whole app with its routes at a URL, in memory. `router` reads the history's location and
 * last action, and navigates as a link would.
 */
export function renderApp(url: string, options: ProviderOptions = {}) {
  const navigation = memoryNavigation(url);
  const { history, navigator } = navigation;
  type RouterState = { location: typeof history.location; historyAction: typeof history.action };
  const subscribers = new Set<(state: RouterState) => void>();
  const router = {
    get state(): RouterState {
      return { location: history.location, historyAction: history.action };
    },
    navigate: async (to: string, { replace = false }: { replace?: boolean } = {}) => (replace ? navigator.replace(to) : navigator.push(to)),
    /** The browser's Back (-1) and Forward (1). */
    go: (delta: number) => navigator.go(delta),
    /** Hears every move of the history after the app's router has; the returned function stops. */
    subscribe: (subscriber: (state: RouterState) => void) => {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
  };
  // A history takes one listener, the app's router: the test's subscribers hear through it.
  const listen = history.listen.bind(history);
  history.listen = (listener) =>
    listen((update) => {
      listener(update);
      for (const subscriber of subscribers) subscriber(router.state);
    });
  const providers = makeProviders(options, navigation.replace);
  const app = (
    <AppRouter navigation={navigation}>
      <AppRoutes />
    </AppRouter>
  );
  return { ...renderWith(app, providers, {}), router };
}
