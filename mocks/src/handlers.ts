import { accountHandlers } from './handlers/account.ts';
import { cartHandlers } from './handlers/cart.ts';
import { monitoringHandlers } from './handlers/monitoring.ts';
import { checkoutHandlers } from './handlers/checkout.ts';
import { catalogueHandlers } from './handlers/catalogue.ts';
import { fileHandlers } from './handlers/files.ts';
import { pageHandlers } from './handlers/page.ts';
import { placesHandlers } from './handlers/places.ts';
import { productHandlers } from './handlers/product.ts';
import { systemHandlers } from './handlers/system.ts';
import { widgetHandlers } from './handlers/widgets.ts';

/** Happy-path handlers for every BFF route; tests add error states with server.use(). */
export const handlers = [
  ...systemHandlers,
  ...pageHandlers,
  ...cartHandlers,
  ...accountHandlers,
  ...placesHandlers,
  ...catalogueHandlers,
  ...productHandlers,
  ...widgetHandlers,
  ...checkoutHandlers,
  ...monitoringHandlers,
  ...fileHandlers,
];
