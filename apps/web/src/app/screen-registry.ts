import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageRoute } from '@shop/contracts/page.ts';
import type { PageProps } from '@/entities/page/page-props.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';

type Screen<R extends PageRoute> = LazyExoticComponent<ComponentType<PageProps<R>>>;

/** Each screen is its own chunk: the first route ships only its own. */
function screen<R extends PageRoute>(load: () => Promise<{ Screen: ComponentType<PageProps<R>> }>): Screen<R> {
  return lazy(() => loadChunk(load).then((module) => ({ default: module.Screen })));
}

const errorScreen = () => import('@/screens/error/error-screen.tsx');

/**
 * The code of each route type's screen: the registry renders it lazily, link prefetch loads it ahead.
 * The same modules as screenSources (screen-sources.ts).
 */
export const screenImports = {
  main: () => import('@/screens/main/main-screen.tsx'),
  catalog: () => import('@/screens/catalogue/catalogue-screen.tsx'),
  assortment: () => import('@/screens/product/product-screen.tsx'),
  page: () => import('@/screens/content-page/content-page-screen.tsx'),
  message: () => import('@/screens/message/message-screen.tsx'),
  cart: () => import('@/screens/cart/cart-screen.tsx'),
  order: () => import('@/screens/order/order-screen.tsx'),
  orderHistory: () => import('@/screens/order-history/order-history-screen.tsx'),
  confirmation: () => import('@/screens/confirmation/confirmation-screen.tsx'),
  pagenotfound: errorScreen,
  exception: errorScreen,
  unknownErrorPage: errorScreen,
  '404page': errorScreen,
} as const satisfies Record<PageRoute, () => Promise<unknown>>;

export { screenSources } from './screen-sources.ts';

/**
 * The one registry of screens: the server's route type for a path picks its screen. Adding a
 * screen is one entry here, one in screenImports, and its folder under screens/.
 */
export const screenRegistry: { [R in PageRoute]: Screen<R> } = {
  main: screen(screenImports.main),
  catalog: screen(screenImports.catalog),
  assortment: screen(screenImports.assortment),
  page: screen(screenImports.page),
  message: screen(screenImports.message),
  cart: screen(screenImports.cart),
  order: screen(screenImports.order),
  orderHistory: screen(screenImports.orderHistory),
  confirmation: screen(screenImports.confirmation),
  pagenotfound: screen<'pagenotfound'>(errorScreen),
  exception: screen<'exception'>(errorScreen),
  unknownErrorPage: screen<'unknownErrorPage'>(errorScreen),
  '404page': screen<'404page'>(errorScreen),
};

/**
 * Starts loading a route type's screen before React asks for it; the module is then ready when
 * the lazy screen renders. A failure is left for the render to meet (and reload for).
 */
export function preloadScreen(route: PageRoute): void {
  screenImports[route]().catch(() => {});
}
