import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { Component as ShopLayout } from './layouts/shop-layout.tsx';
import { Component as PageRoute } from './routes/page.tsx';
import { LayoutErrorFallback, RootRoute, RouteErrorFallback } from './routes/root.tsx';

type RouteModule = { Component: ComponentType };

/**
 * Every screen is its own chunk, so the first route ships little JavaScript. The shop's layout and
 * the page route are not screens: nearly every visit needs them, so they come with the app rather
 * than one round trip after it.
 */
function lazyScreen(load: () => Promise<RouteModule>): RouteObject['lazy'] {
  return async () => {
    const module = await loadChunk(load);
    return { Component: module.Component };
  };
}

/**
 * product-widgets-monitoring.md §2. Paths end with a slash; RootRoute redirects those that do not.
 * Every shop path goes through the page route: the server's route type picks the screen from the
 * registry (screen-registry.ts).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootRoute,
    ErrorBoundary: RouteErrorFallback,
    // The first screen's chunk loads in a few milliseconds; a placeholder would only flash.
    HydrateFallback: () => null,
    children: [
      { path: 'monitoring/*', lazy: lazyScreen(() => import('./routes/monitoring.tsx')) },
      {
        Component: ShopLayout,
        ErrorBoundary: LayoutErrorFallback,
        children: [
          {
            ErrorBoundary: RouteErrorFallback,
            children: [
              { index: true, Component: PageRoute },
              { path: 'cart/', lazy: lazyScreen(() => import('./routes/cart.tsx')) },
              // The order and the history read their own BFF routes (an unknown code is 'Заказ не найден').
              { path: 'o/:orderCode/', lazy: lazyScreen(() => import('./routes/order.tsx')) },
              { path: 'order/history/', lazy: lazyScreen(() => import('./routes/order-history.tsx')) },
              { path: '*', Component: PageRoute },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy routes a location matches into their route objects, so a router made afterwards
 * starts on them at once and takes over the HTML the server drew of such a route (the cart) rather
 * than drawing its fallback first (react-router's way for lazy routes and hydration). A route that
 * fails to load is left lazy: the router meets the failure as it would have.
 */
export async function loadMatchedRoutes(routeList: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routeList, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const module = await route.lazy();
        Object.assign(route, { ...module, lazy: undefined });
      } catch {
        // left to the router
      }
    }),
  );
}
