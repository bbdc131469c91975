import { createAccountRepo } from './account.ts';
import { createCartRepo } from './cart.ts';
import { createCatalogRepo } from './catalog.ts';
import { createCatalogListingRepo } from './catalog-listing.ts';
import { createCatalogPrefsRepo } from './catalog-prefs.ts';
import { createContentRepo } from './content.ts';
import type { Database } from './database.ts';
import { createFavoriteRepo } from './favorites.ts';
import { createMonitoringRepo } from './monitoring.ts';
import { createOrderingRepo } from './ordering.ts';
import { createOrderRepo } from './orders.ts';
import { createPlacesRepo } from './places.ts';
import { createProductRepo } from './product.ts';
import { createSearchRepo } from './search.ts';
import { createSessionRepo } from './sessions.ts';
import { createWidgetRepo } from './widgets.ts';

/** Every repository over one connection, with its statements prepared once. */
export function createStore(db: Database) {
  const search = createSearchRepo(db);
  return {
    db,
    catalog: createCatalogRepo(db),
    catalogListing: createCatalogListingRepo(db, search),
    catalogPrefs: createCatalogPrefsRepo(db),
    search,
    sessions: createSessionRepo(db),
    cart: createCartRepo(db),
    content: createContentRepo(db),
    orders: createOrderRepo(db),
    ordering: createOrderingRepo(db),
    monitoring: createMonitoringRepo(db),
    favorites: createFavoriteRepo(db),
    account: createAccountRepo(db),
    places: createPlacesRepo(db),
    product: createProductRepo(db),
    widgets: createWidgetRepo(db),
  };
}

export type Store = ReturnType<typeof createStore>;
