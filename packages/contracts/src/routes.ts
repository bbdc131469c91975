import { accountRoutes } from './account.ts';
import { cartRoutes } from './cart.ts';
import { catalogueRoutes } from './catalogue.ts';
import { monitoringRoutes } from './monitoring.ts';
import { checkoutRoutes } from './checkout.ts';
import { ordersRoutes } from './orders.ts';
import { pageRoutes } from './page.ts';
import { placesRoutes } from './places.ts';
import { productRoutes } from './product.ts';
import { systemRoutes } from './system.ts';
import { userRoutes } from './user.ts';
import { vitalsRoutes } from './vitals.ts';
import { browserErrorsRoutes } from './browser-errors.ts';
import { widgetRoutes } from './widgets.ts';
import type { RouteDef } from './browser/route.ts';

/** Every BFF route, by domain. The BFF must serve each and the mocks must handle each. */
export const contract = {
  system: systemRoutes,
  page: pageRoutes,
  cart: cartRoutes,
  user: userRoutes,
  account: accountRoutes,
  places: placesRoutes,
  product: productRoutes,
  widgets: widgetRoutes,
  catalogue: catalogueRoutes,
  checkout: checkoutRoutes,
  orders: ordersRoutes,
  monitoring: monitoringRoutes,
  vitals: vitalsRoutes,
  browserErrors: browserErrorsRoutes,
} as const;

export const allRoutes: readonly RouteDef[] = Object.values(contract).flatMap((group) => Object.values(group));
