import type { PageData, PageDataOf, Seo } from '@shop/contracts/page.ts';
import { basePathOf, buildListingPath, parseListingPath, type ListingUrl } from '@shop/contracts/rules/listing-url.ts';
import { env } from '@/config/env.ts';
import { imageUrl } from '@/lib/api-client.ts';
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  mainPageJsonLd,
  plainText,
  productJsonLd,
  productPictures,
  type JsonLd,
} from './structured-data.ts';
import { headTexts } from './texts.ts';

export type HeadInput = {
  /** The page data; null for a page the app renders from routes of its own (the cart, an order, the history, monitoring). */
  page: PageData | null;
  /** Such a page's title when its route knows it (the cart); otherwise its screen writes the title. */
  title?: string;
  /** The page's address, with its query. */
  path: string;
  /**
   * The shop's public origin (PUBLIC_URL, or the loopback address of the demo). Null when it is
   * unknown: a copy of the shop on a public host without PUBLIC_URL, which is never indexed.
   */
  origin: string | null;
};

/** A meta element of the head: Open Graph and product tags by `property`, the others by `name`. */
export type HeadMeta = { attribute: 'name' | 'property'; key: string; content: string };

/** Everything the head of a page says to search engines and link previews. */
export type PageHead = {
  /** Null: the page's screen writes its own title. */
  title: string | null;
  description: string;
  robots: string;
  canonical: string | null;
  meta: HeadMeta[];
  jsonLd: JsonLd[];
};

export const ROBOTS = {
  index: 'index, follow',
  /** Not a page to find in search, but its links lead to pages that are. */
  noindexFollow: 'noindex, follow',
  /** The shopper's own pages, messages and errors. */
  noindex: 'noindex, nofollow',
} as const;

/** The picture sizes the shop serves: a product's main view (the gallery's 520 px), the shop's own picture. */
export const PRODUCT_PICTURE_SIZE = 520;
export const SHOP_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** Route types whose pages are public: they get a canonical address, link previews and structured data. */
const PUBLIC_ROUTES: ReadonlySet<PageData['route']> = new Set(['main', 'catalog', 'assortment', 'page']);
/** Listings that are a shopper's own or a query's, not a page of the catalogue (catalogue.md §1). */
const UNLISTED_KINDS: ReadonlySet<string> = new Set(['search', 'favorites', 'history']);

const listingOf = (page: PageDataOf<'catalog'>) => ('listing' in page.sections ? page.sections : null);

/** The listing's address read (catalogue.md §2), when the page is one. */
const listingUrlOf = (page: PageData, pathname: string): ListingUrl | null =>
  page.route === 'catalog' ? parseListingPath(pathname) : null;

function robotsOf(page: PageData | null, listingUrl: ListingUrl | null, origin: string | null): string {
  if (origin === null || page === null || !PUBLIC_ROUTES.has(page.route)) return ROBOTS.noindex;
  if (page.route !== 'catalog') return ROBOTS.index;
  const kind = listingOf(page)?.listing.kind ?? (listingUrl?.base[0] === 'search' ? 'search' : 'category');
  // A filtered listing is one of countless combinations of the same goods: its page 1 without
  // filters is the one to find. Its links (the products, the other filters) are still followed.
  if (UNLISTED_KINDS.has(kind) || (listingUrl !== null && listingUrl.filters.length > 0)) return ROBOTS.noindexFollow;
  return ROBOTS.index;
}

/**
 * The page's own address: the page data's seo_canonical when it gives one, else its path; without
 * the query, which only sorts or shows the same goods otherwise (sort_field, sort_dir, view). A
 * listing keeps its filters and page: seo_canonical names the listing, page N of it is a page of
 * its own, and page 1 has no `page-1/`.
 */
function canonicalOf(seo: Seo, pathname: string, listingUrl: ListingUrl | null, origin: string): string {
  const url = new URL(seo.seo_canonical.trim() || pathname, origin);
  if (listingUrl !== null) {
    const base = seo.seo_canonical.trim() ? url.pathname : basePathOf(listingUrl.base);
    const filters = listingUrl.filters.map((filter, order) => ({ order, key: filter.key, tokens: filter.tokens }));
    url.pathname = buildListingPath(base, filters, listingUrl.page, false);
    url.search = '';
  } else if (!seo.seo_canonical.trim()) {
    url.search = '';
  }
  url.hash = '';
  return url.href;
}

function descriptionOf(page: PageData | null): string {
  const own = page?.seo.seo_desc.trim();
  if (own) return own;
  if (page?.route === 'assortment') {
    const text = plainText(page.sections.characteristics.description);
    if (text) return text.length > 300 ? `${text.slice(0, 299).trimEnd()}…` : text;
  }
  return headTexts.shopDescription;
}

/** The head of a page: one function for the server's document and for the app after every navigation. */
export function buildPageHead({ page, title, path, origin }: HeadInput): PageHead {
  const pathname = new URL(path, 'http://shop.local').pathname;
  const listingUrl = page ? listingUrlOf(page, pathname) : null;
  const robots = robotsOf(page, listingUrl, origin);
  const description = descriptionOf(page);
  const pageTitle = page ? page.seo.seo_title.trim() || env.shopName : (title?.trim() ?? null);
  const head: PageHead = { title: pageTitle, description, robots, canonical: null, meta: [], jsonLd: [] };
  if (page === null || origin === null || !PUBLIC_ROUTES.has(page.route)) return head;

  const absolute = (address: string) => new URL(address, origin).href;
  const picture = (address: string) => absolute(imageUrl(address));
  const canonical = canonicalOf(page.seo, pathname, listingUrl, origin);
  head.canonical = canonical;

  const product = page.route === 'assortment' ? page.sections : null;
  const productPicture = product ? productPictures(product)[0] : undefined;
  const image = productPicture
    ? { url: picture(productPicture), width: PRODUCT_PICTURE_SIZE, height: PRODUCT_PICTURE_SIZE, alt: product!.assortment.name }
    : { url: absolute(SHOP_IMAGE.path), width: SHOP_IMAGE.width, height: SHOP_IMAGE.height, alt: headTexts.shopImageAlt };
  const property = (key: string, content: string | number): HeadMeta => ({ attribute: 'property', key, content: String(content) });
  head.meta = [
    property('og:type', product ? 'product' : 'website'),
    property('og:site_name', env.shopName),
    property('og:locale', 'ru_RU'),
    property('og:title', head.title ?? env.shopName),
    property('og:description', description),
    property('og:url', canonical),
    property('og:image', image.url),
    property('og:image:width', image.width),
    property('og:image:height', image.height),
    property('og:image:alt', image.alt),
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    // 'По телефону' (a price of 0) states no price.
    ...(product && product.priceBlock.price > 0
      ? [property('product:price:amount', product.priceBlock.price), property('product:price:currency', 'RUB')]
      : []),
  ];

  const jsonLd: (JsonLd | null)[] = [];
  if (product) {
    jsonLd.push(productJsonLd(product, { description, url: canonical, picture }), breadcrumbJsonLd(product.breadcrumbs, absolute));
  } else if (page.route === 'catalog') {
    const listing = listingOf(page);
    if (listing) jsonLd.push(breadcrumbJsonLd(listing.breadcrumbs, absolute), itemListJsonLd(listing, absolute));
  } else if (page.route === 'main') {
    jsonLd.push(...mainPageJsonLd(absolute));
  }
  head.jsonLd = jsonLd.filter((block) => block !== null);
  return head;
}
