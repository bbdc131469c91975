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
 * The one registry of screens: the server's route type for a path picks its screen. Adding a
 * screen is one entry here and its folder under screens/.
 */
export const screenRegistry: { [R in PageRoute]: Screen<R> } = {
  main: screen(() => import('@/screens/main/main-screen.tsx')),
  catalog: screen(() => import('@/screens/catalog/catalog-screen.tsx')),
  assortment: screen(() => import('@/screens/product/product-screen.tsx')),
  page: screen(() => import('@/screens/content-page/content-page-screen.tsx')),
  message: screen(() => import('@/screens/message/message-screen.tsx')),
  cart: screen(() => import('@/screens/cart/cart-screen.tsx')),
  order: screen(() => import('@/screens/order/order-screen.tsx')),
  orderHistory: screen(() => import('@/screens/order-history/order-history-screen.tsx')),
  confirmation: screen(() => import('@/screens/confirmation/confirmation-screen.tsx')),
  pagenotfound: screen<'pagenotfound'>(errorScreen),
  exception: screen<'exception'>(errorScreen),
  unknownErrorPage: screen<'unknownErrorPage'>(errorScreen),
  '404page': screen<'404page'>(errorScreen),
};
