import { createAccountRepo } from '../account/store.ts';
import { createCartRepo } from '../cart/store.ts';
import { createCatalogueRepo } from '../catalogue/store.ts';
import { createCatalogueListingRepo } from '../listing/store.ts';
import { createCataloguePrefsRepo } from '../listing/prefs-store.ts';
import { createContentRepo } from '../pages/store.ts';
import type { Database } from './database.ts';
import { createFavoriteRepo } from '../product/favorites-store.ts';
import { createMonitoringRepo } from '../monitoring/store.ts';
import { createCheckoutRepo } from '../checkout/store.ts';
import { createOrderRepo } from '../checkout/orders-store.ts';
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
    catalogue: createCatalogueRepo(db),
    catalogueListing: createCatalogueListingRepo(db, search),
    cataloguePrefs: createCataloguePrefsRepo(db),
    search,
    sessions: createSessionRepo(db),
    cart: createCartRepo(db),
    content: createContentRepo(db),
    orders: createOrderRepo(db),
    checkout: createCheckoutRepo(db),
    monitoring: createMonitoringRepo(db),
    favorites: createFavoriteRepo(db),
    account: createAccountRepo(db),
    places: createPlacesRepo(db),
    product: createProductRepo(db),
    widgets: createWidgetRepo(db),
  };
}

export type Store = ReturnType<typeof createStore>;
