import type { PageRoute } from '@shop/contracts/page.ts';

/**
 * The source module of each route type's screen, as the build's manifest names it: the server
 * links a server-rendered page's screen styles and code from it, and the build weighs each route type's
 * first load from it (first-load-budget.ts). The same modules as screenImports (screen-registry.ts).
 */
export const screenSources = {
  main: 'src/screens/main/main-screen.tsx',
  catalog: 'src/screens/catalogue/catalogue-screen.tsx',
  assortment: 'src/screens/product/product-screen.tsx',
  page: 'src/screens/content-page/content-page-screen.tsx',
  message: 'src/screens/message/message-screen.tsx',
  cart: 'src/screens/cart/cart-screen.tsx',
  order: 'src/screens/order/order-screen.tsx',
  orderHistory: 'src/screens/order-history/order-history-screen.tsx',
  confirmation: 'src/screens/confirmation/confirmation-screen.tsx',
  pagenotfound: 'src/screens/error/error-screen.tsx',
  exception: 'src/screens/error/error-screen.tsx',
  unknownErrorPage: 'src/screens/error/error-screen.tsx',
  '404page': 'src/screens/error/error-screen.tsx',
} as const satisfies Record<PageRoute, string>;

/**
 * The route types with a path of their own in router.tsx (the cart, an order, the history): their
 * route module is what the router loads, and it imports the screen.
 */
export const ownPathSources = {
  cart: 'src/app/routes/cart.tsx',
  order: 'src/app/routes/order.tsx',
  orderHistory: 'src/app/routes/order-history.tsx',
} as const satisfies Partial<Record<PageRoute, string>>;
