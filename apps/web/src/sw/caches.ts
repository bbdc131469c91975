/** The worker's caches by name. */
export const PAGES_CACHE = 'shop-pages';
export const PERSONAL_CACHE = 'shop-personal';
export const PICTURES_CACHE = 'shop-pictures';
export const ASSETS_CACHE = 'shop-assets';

/** The shop's offline document, precached: an address never seen opens it with the network gone. */
export const OFFLINE_DOCUMENT = '/offline.html';
