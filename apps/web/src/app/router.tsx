import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { withoutLineBreaks } from '@/lib/paths.ts';
import type { VitalsRoute } from '@shop/contracts/vitals.ts';
import { Component as ShopLayout } from './layouts/shop-layout.tsx';
import { Component as PageRoute } from './routes/page.tsx';
import { Redirect } from './redirect.tsx';
import { LayoutErrorFallback, RootRoute, RouteErrorFallback } from './routes/root.tsx';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';
import { ownRouteType } from './screen-chunks.ts';

type RouteModule<Props> = { Component: ComponentType<Props> };

/**
 * Every screen is its own chunk, so the first route ships little JavaScript. The shop's layout and
 * the page route are not screens: nearly every visit needs them, so they come with the app rather
 * than one round trip after it.
 */
function lazyRoute<Props extends object>(load: () => Promise<RouteModule<Props>>) {
  return lazy(() => loadChunk(load).then((module) => ({ default: module.Component })));
}

const MonitoringRoute = lazyRoute(() => import('./routes/monitoring.tsx'));
const CartRoute = lazyRoute(() => import('./routes/cart.tsx'));
const OrderRoute = lazyRoute(() => import('./routes/order.tsx'));
const OrderHistoryRoute = lazyRoute(() => import('./routes/order-history.tsx'));

/** The order code of an order's path, /o/:orderCode/, as written (percent-decoded). */
function orderCodeOf(pathname: string): string {
  const segment = pathname.split('/')[2] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The shop's route of a path: its own (screen-chunks.ts has their paths), or the catch-all page route. */
function ShopRoute({ routeType, pathname }: { routeType: VitalsRoute | null; pathname: string }) {
  switch (routeType) {
    case 'cart':
      return <CartRoute />;
    case 'order':
      // The order and the history read their own BFF routes (an unknown code is 'Заказ не найден').
      return <OrderRoute orderCode={orderCodeOf(pathname)} />;
    case 'orderHistory':
      return <OrderHistoryRoute />;
    default:
      return <PageRoute />;
  }
}

/**
 * product-widgets-monitoring.md §2. Paths end with a slash; RootRoute redirects those that do not.
 * Every shop path goes through the page route: the server's route type picks the screen from the
 * registry (screen-registry.ts). A route's code that is still loading keeps the page shown (a new
 * address is rendered in a transition); on the app's first render nothing is shown until it is there.
 *
 * The paths are few and fixed, so they are matched here rather than by react-router's route
 * matching, whose nested routes, ranking and error handling the app does not need: react-router
 * gives the history, the location and the links.
 */
export function AppRoutes() {
  const { pathname, search, hash } = useLocation();
  // An address carrying a line break is read with spaces instead (lib/paths.ts).
  const readable = withoutLineBreaks(pathname);
  if (readable !== pathname) return <Redirect to={{ pathname: readable, search, hash }} />;
  const routeType = ownRouteType(pathname);
  return (
    <RouteErrorBoundary fallback={RouteErrorFallback}>
      <Suspense fallback={null}>
        <RootRoute>
          {routeType === 'monitoring' ? (
            <MonitoringRoute />
          ) : (
            <RouteErrorBoundary fallback={LayoutErrorFallback}>
              <ShopLayout>
                <RouteErrorBoundary fallback={RouteErrorFallback}>
                  <ShopRoute routeType={routeType} pathname={pathname} />
                </RouteErrorBoundary>
              </ShopLayout>
            </RouteErrorBoundary>
          )}
        </RootRoute>
      </Suspense>
    </RouteErrorBoundary>
  );
}
