import type { AllMarks, CatalogueMenu, CatalogueProducts, ProductCard, SearchHints } from '@shop/contracts/catalogue.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { multism, pageData } from './fixtures.ts';

/** Catalogue payloads in the contract's shapes, as the legacy upstream carries them. */

export const productCard: ProductCard = {
  id: 501,
  assortmentId: 1001,
  name: 'Дрель ударная Техмаш ДУ-2145',
  url: '/drel-udarnaya-tekhmash-du-2145-850-vt-1001/',
  images: {
    hash: 'p1001',
    ext: 'svg',
    nature: false,
    productthumb: '/img/p/1001.svg',
    productMiddleSize: '/img/p/1001.svg',
    catalogMaxSize: '/img/p/1001.svg',
  },
  price: 4_590,
  price_name: 'за шт',
  assVal1: 'sale',
  assVal2: 5_390,
  assVal3: '15',
  multi_assort: { price1_min: 4_590, price1_max: 6_990, price1_min_old: 5_390, price1_max_old: null },
  assortment_variety_counter: 3,
  assortment_variety_counter_text: '3 варианта',
  active_comment_count: 4,
  votes: { vote: 4.5, total: 12 },
  delivery: 'Доставка завтра',
  express: false,
  favoritesHas: 0,
  orderQuantity: 0,
  currentMultism: multism,
  outOrder: false,
  unitPrice: null,
  prodInfo: [
    { infoKey: 'Артикул', infoValue: 'GTGKW8RF' },
    { infoKey: 'Торговая марка', infoValue: 'Техмаш' },
  ],
};

export const catalogueProducts: CatalogueProducts = {
  products: [productCard],
  productsParams: { perRow: 4, onPage: 40, total: 41, sortName: 'pop', sortDir: 'desc', sortDirRev: 'asc' },
  pagination: {
    pages: [
      { page: 1, url: '/dreli/' },
      { page: 2, url: '/dreli/page-2/' },
    ],
    page: 2,
    startPage: 2,
    totalPages: 2,
    loadedPage: 2,
    nextPageUrl: null,
    prevPageUrl: '/dreli/',
    lastPageUrl: '/dreli/page-2/',
    outOfRange: false,
  },
};

/** A page fetch of a listing as the upstream sends it: any sections, so tests can send wrong ones. */
export const listingPage = (sections: Record<string, unknown>): Omit<PageData, 'sections'> & { sections: Record<string, unknown> } => ({
  ...pageData,
  route: 'catalog',
  ident: 3,
  sections,
});

export const catalogueMenu: CatalogueMenu = {
  catalog: [
    {
      id: 1,
      name: 'Инструменты',
      url: '/instrumenty/',
      children: [{ id: 2, name: 'Электроинструмент', url: '/elektroinstrument/', children: [{ id: 3, name: 'Дрели', url: '/dreli/' }] }],
    },
  ],
  options: { maxLevel: 3 },
  activeSection: 1,
};

export const allMarks: AllMarks = {
  en: [{ letter: 'T', marks: [{ id: 19, name: 'Tekhmash', url: '/brands/tekhmash/' }] }],
  ru: [{ letter: 'Т', marks: [{ id: 19, name: 'Техмаш', url: '/brands/tekhmash/' }] }],
};

export const searchHints: SearchHints = {
  hints: {
    categories: [{ id: 3, name: 'Дрели', url: '/dreli/' }],
    products: [
      {
        id: 1001,
        name: 'Дрель ударная Техмаш ДУ-2145, 850 Вт',
        url: '/drel-udarnaya-tekhmash-du-2145-850-vt-1001/',
        price: 4_590,
        image: '/img/p/1001.svg',
      },
    ],
  },
  count: 261,
};
