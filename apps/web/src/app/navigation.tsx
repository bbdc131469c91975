import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory, type Location, type Navigator } from 'react-router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The app's navigation: the browser's history (or one in memory, for tests), the navigator the
 * router's links and hooks use, and what the app does outside React (a redirect from the API).
 * It notes the navigations that asked to keep the scroll position (`preventScrollReset`), for
 * useScrollRestoration.
 */
export type AppNavigation = {
  history: History;
  navigator: Navigator;
  /** An in-app redirect: the URL replaces the current entry. */
  replace: (url: string) => void;
  /** Whether the navigation that made this location asked to keep the scroll position. */
  keepsScroll: (location: Location) => boolean;
};

function navigationOver(history: History): AppNavigation {
  const scrollResetPrevented = new Set<string>();
  const go =
    (move: History['push']): Navigator['push'] =>
    (to, state, options) => {
      move(to, state);
      if (options?.preventScrollReset === true) scrollResetPrevented.add(history.location.key);
    };
  return {
    history,
    navigator: {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: go(history.push),
      replace: go(history.replace),
    },
    replace: (url) => history.replace(url),
    keepsScroll: (location) => scrollResetPrevented.has(location.key),
  };
}

/** Listeners hear pushes and replaces too, as react-router's own browser router has them. */
export const browserNavigation = (): AppNavigation => navigationOver(UNSAFE_createBrowserHistory({ v5Compat: true }));
export const memoryNavigation = (url: string): AppNavigation =>
  navigationOver(UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true }));

const NavigationContext = createContext<AppNavigation | null>(null);

/**
 * react-router's declarative router over the app's navigation. A new location is rendered in a
 * transition, as react-router's BrowserRouter renders it: while a route's code loads, the page shown
 * stays.
 */
export function AppRouter({ navigation, children }: { navigation: AppNavigation; children: ReactNode }) {
  const { history } = navigation;
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => {
    const stop = history.listen(({ action, location }) => startTransition(() => setState({ action, location })));
    // A redirect that came before the router was there.
    setState((shown) => (shown.location === history.location ? shown : { action: history.action, location: history.location }));
    return stop;
  }, [history]);
  return (
    <NavigationContext.Provider value={navigation}>
      <Router location={state.location} navigationType={state.action} navigator={navigation.navigator}>
        {children}
      </Router>
    </NavigationContext.Provider>
  );
}

export function useAppNavigation(): AppNavigation | null {
  return useContext(NavigationContext);
}
