import type { User } from '@shop/contracts/account.ts';
import type { Cart, CartPosition, CartProduct, CartTotal } from '@shop/contracts/cart.ts';
import type { PageData } from '@shop/contracts/page.ts';

/** Payloads in the contract's shapes, as the legacy upstream would carry them. */

export const multism = { id: 1, mult: 1, coef: 1, fname: 'штука', unit: 'шт' };

export const cartTotal: CartTotal = {
  total: 2_450,
  totalWithoutShipment: 2_450,
  totalWithShipment: 2_450,
  items: 2,
  positions: 1,
  productWord: 'товар',
  mass: 1.2,
  amountDiscount: 0,
  shipmentPrice: 0,
  priceLabel: null,
  nds: { percent: 20, withoutShipment: 408.33 },
  express: { enabled: false },
  isProfPrice: false,
  deliveryToDoor: false,
  empty: false,
  deliveryType: 0,
  paymentType: null,
};

export const cartProduct: CartProduct = {
  id: 501,
  name: 'Дрель ударная',
  path: '/product/drel-udarnaya/',
  MainImage: '/img/products/501.svg',
  price: 1_225,
  subtotal: 2_450,
  quantity: 2,
  assortment: { id: 1001, product_id: 501, url: '/product/drel-udarnaya/?a=1001', assval1: '', assval3: '', name: 'Дрель ударная' },
  discount: null,
  multism,
  multisms: [multism],
  showIsmSelect: false,
  color: null,
  isFavorite: false,
  isNotAvailable: false,
  urlAnalogs: null,
  delivery: 'Завтра',
  express: false,
  qrCode: null,
};

export const cart: Cart = {
  countpos: 1,
  positionsIds: ['1001'],
  cartPageData: {
    total: cartTotal,
    paymentMethods: [{ type: 1, label: 'Картой онлайн', icon: 'card' }],
    products: [cartProduct],
    empty: false,
    confirmTitle: 'Оформление заказа',
    confirmUpperMsg: '',
  },
};

export const cartPosition: CartPosition = { assortmentId: 1001, quantity: 2, colorId: null, multism };

export const pageData: PageData = {
  route: 'main',
  ident: null,
  seo: { seo_title: 'Магазин', seo_desc: '', seo_keys: '', seo_canonical: '/' },
  siteVersion: 'desktop',
  sections: { categories: [{ id: 1, name: 'Инструменты', path: '/instrumenty/' }] },
  widgets: [],
  user: { id: false, username: '', favoriteCount: 0 },
};

/** A signed-in buyer, as GET /api/v1/User/current/ carries them. */
export const buyer: User = {
  id: 7,
  username: 'Демо Покупатель',
  contact: null,
  phone: '79123456789',
  email: 'demo@shop.example',
  favoriteCount: 2,
  socialAuth: { enable: true, socials: [{ providerId: 'vk', name: 'ВКонтакте' }] },
  cityData: { cityName: 'Москва', cityId: 1, sysCityId: 1001 },
  cities: [{ id: 1, sysCityId: 1001, name: 'Москва', lat: 55.7558, lng: 37.6173, bold: true, icon: true }],
  staff: { debug: false, sal: false },
};
