import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { withoutLineBreaks } from '@/lib/paths.ts';
import { Component as ShopLayout } from './layouts/shop-layout.tsx';
import { Component as PageRoute } from './routes/page.tsx';
import { LayoutErrorFallback, RootRoute, RouteErrorFallback } from './routes/root.tsx';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';

type RouteModule = { Component: ComponentType };

/**
 * Every screen is its own chunk, so the first route ships little JavaScript. The shop's layout and
 * the page route are not screens: nearly every visit needs them, so they come with the app rather
 * than one round trip after it.
 */
function lazyRoute(load: () => Promise<RouteModule>) {
  return lazy(() => loadChunk(load).then((module) => ({ default: module.Component })));
}

const MonitoringRoute = lazyRoute(() => import('./routes/monitoring.tsx'));
const CartRoute = lazyRoute(() => import('./routes/cart.tsx'));
const OrderRoute = lazyRoute(() => import('./routes/order.tsx'));
const OrderHistoryRoute = lazyRoute(() => import('./routes/order-history.tsx'));

/**
 * product-widgets-monitoring.md §2. Paths end with a slash; RootRoute redirects those that do not.
 * Every shop path goes through the page route: the server's route type picks the screen from the
 * registry (screen-registry.ts). A route's code that is still loading keeps the page shown (a new
 * address is rendered in a transition); on the app's first render nothing is shown until it is there.
 */
export function AppRoutes() {
  const { pathname, search, hash } = useLocation();
  // No route's pattern matches a line break (a `*` is `.*`), so an address carrying one would render
  // nothing at all: it is read with spaces instead (lib/paths.ts).
  const readable = withoutLineBreaks(pathname);
  if (readable !== pathname) return <Navigate replace to={{ pathname: readable, search, hash }} />;
  return (
    <RouteErrorBoundary fallback={RouteErrorFallback}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<RootRoute />}>
            <Route path="monitoring/*" element={<MonitoringRoute />} />
            <Route
              element={
                <RouteErrorBoundary fallback={LayoutErrorFallback}>
                  <ShopLayout />
                </RouteErrorBoundary>
              }
            >
              <Route
                element={
                  <RouteErrorBoundary fallback={RouteErrorFallback}>
                    <Outlet />
                  </RouteErrorBoundary>
                }
              >
                <Route index element={<PageRoute />} />
                <Route path="cart/" element={<CartRoute />} />
                {/* The order and the history read their own BFF routes (an unknown code is 'Заказ не найден'). */}
                <Route path="o/:orderCode/" element={<OrderRoute />} />
                <Route path="order/history/" element={<OrderHistoryRoute />} />
                <Route path="*" element={<PageRoute />} />
              </Route>
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
