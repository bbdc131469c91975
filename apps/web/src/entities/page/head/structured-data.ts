import type {
  BreadcrumbList,
  ItemAvailability,
  ItemList,
  Offer,
  Organization,
  Product,
  Review,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { CataloguePageSections } from '@shop/contracts/catalogue.ts';
import type { ProductPage } from '@shop/contracts/product.ts';
import { SELLER } from '@shop/contracts/browser/seller.ts';
import { env } from '@/config/env.ts';

/** A JSON-LD block of a page's head: one schema.org thing with its context. */
export type JsonLd = WithContext<Product | BreadcrumbList | ItemList | Organization | WebSite>;

/** Where the head's addresses resolve: the shop's public origin. */
type Absolute = (path: string) => string;

/** The shop's logo as a picture search engines take (they refuse SVG in places): apps/web/public. */
export const SHOP_LOGO = { path: '/logo.png', width: 512, height: 512 } as const;

/** How many reviews a product's JSON-LD carries: the first ones the page shows. */
export const JSON_LD_REVIEWS = 5;

const SCHEMA = 'https://schema.org';

/** product-widgets-monitoring.md §3, missingItem and outOrder: every stock state the page names. */
export function availabilityOf(product: Pick<ProductPage, 'missingItem' | 'outOrder'>): ItemAvailability {
  switch (product.missingItem) {
    case 0:
      // Sold to order: it comes from the supplier's warehouse in three days or more.
      return product.outOrder ? 'https://schema.org/BackOrder' : 'https://schema.org/InStock';
    case 3:
      return 'https://schema.org/Discontinued';
    default:
      // 1 this variety is missing, 2 temporarily missing.
      return 'https://schema.org/OutOfStock';
  }
}

/** Plain text of the page's HTML (a description): the tags dropped, the usual entities read. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** The brand the characteristics name ('Бренд'), when the product has one. */
const brandNameOf = (product: ProductPage) => product.characteristics.shortText.find((line) => line.name === 'Бренд')?.value.trim();

/** Every picture of the variety, main first, as the gallery shows them. */
export const productPictures = (product: ProductPage) =>
  [product.assortment.MainImage, ...product.assortment.slaveImages].map((image) => image.productthumb).filter((path) => path !== '');

/**
 * A product page as one Product: the variety the page shows (each variety has an address and a
 * canonical of its own, so each is its own product), with its one offer.
 */
export function productJsonLd(
  product: ProductPage,
  { description, url, picture }: { description: string; url: string | null; picture: Absolute },
): WithContext<Product> {
  const brand = brandNameOf(product);
  const reviews = product.shortReviews.comments.slice(0, JSON_LD_REVIEWS).map(
    (review): Review => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      ...(ISO_DATE.test(review.date) ? { datePublished: review.date.slice(0, 10) } : {}),
      reviewBody: [review.text, review.advantages, review.disadvantages].filter((text) => text.trim() !== '').join('\n'),
      reviewRating: { '@type': 'Rating', ratingValue: review.vote, bestRating: 5, worstRating: 1 },
    }),
  );
  const rated = product.shortReviews.ratingsTotal > 0 && product.shortReviews.vote > 0;
  const { price } = product.priceBlock;
  // A price of 0 is 'По телефону' (§3): the product has no price to state, and an Offer without
  // one is an error to search engines that voids the whole Product, reviews too. So no offer is
  // claimed at all, rather than one at 0 ₽.
  const offer: Offer | undefined =
    price > 0
      ? {
          '@type': 'Offer',
          price,
          priceCurrency: 'RUB',
          availability: availabilityOf(product),
          itemCondition: 'https://schema.org/NewCondition',
          ...(url ? { url } : {}),
        }
      : undefined;
  const images = productPictures(product).map(picture);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.assortment.name,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    sku: product.assortment.sortId,
    ...(product.assortment.assval14.trim() ? { mpn: product.assortment.assval14.trim() } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(url ? { url } : {}),
    ...(offer ? { offers: offer } : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.shortReviews.vote,
            reviewCount: product.shortReviews.ratingsTotal,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length > 0 ? { review: reviews } : {}),
  };
}

/** The breadcrumbs as the page shows them, each step at its absolute address. */
export function breadcrumbJsonLd(
  crumbs: readonly { name: string; path: string }[],
  absolute: Absolute,
): WithContext<BreadcrumbList> | null {
  if (crumbs.length === 0) return null;
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

/** The products of a listing page, in the order shown. */
export function itemListJsonLd(sections: CataloguePageSections, absolute: Absolute): WithContext<ItemList> | null {
  if (sections.products.length === 0) return null;
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name: sections.listing.title,
    numberOfItems: sections.products.length,
    itemListElement: sections.products.map((card, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: card.name,
      url: absolute(card.url),
    })),
  };
}

/** The main page: the shop (the footer's seller, the header's logo) and its search. */
export function mainPageJsonLd(absolute: Absolute): [WithContext<Organization>, WithContext<WebSite>] {
  const home = absolute('/');
  // The search's own address (catalogue.md §2): '/search/{term}/'.
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absolute('/search/')}{search_term_string}/` },
    'query-input': 'required name=search_term_string',
  };
  return [
    {
      '@context': SCHEMA,
      '@type': 'Organization',
      name: env.shopName,
      legalName: SELLER.name,
      url: home,
      logo: absolute(SHOP_LOGO.path),
      taxID: SELLER.inn,
      address: { '@type': 'PostalAddress', streetAddress: SELLER.address, addressCountry: 'RU' },
    },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      name: env.shopName,
      url: home,
      inLanguage: 'ru-RU',
      potentialAction: search,
    },
  ];
}
