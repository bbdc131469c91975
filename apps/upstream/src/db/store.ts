import { createAccountRepo } from '../account/store.ts';
import { createCartRepo } from '../cart/store.ts';
import { createCatalogRepo } from '../catalog/store.ts';
import { createCatalogListingRepo } from '../listing/store.ts';
import { createCatalogPrefsRepo } from '../listing/prefs-store.ts';
import { createContentRepo } from '../pages/store.ts';
import type { Database } from './database.ts';
import { createFavoriteRepo } from '../product/favorites-store.ts';
import { createMonitoringRepo } from '../monitoring/store.ts';
import { createOrderingRepo } from '../ordering/store.ts';
import { createOrderRepo } from '../ordering/orders-store.ts';
import { createPlacesRepo } from '../places/store.ts';
import { createProductRepo } from '../product/store.ts';
import { createSearchRepo } from '../listing/search-store.ts';
import { createSessionRepo } from './sessions.ts';
import { createWidgetRepo } from '../widgets/store.ts';

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
