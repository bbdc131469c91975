import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@shop/contracts/product.ts';
import { productPageOf, varieties } from '@shop/mocks/fixtures/product.ts';
import { availabilityOf, JSON_LD_REVIEWS, productJsonLd } from './structured-data.ts';

const ORIGIN = 'https://shop.example';
const picture = (path: string) => `${ORIGIN}/api${path}`;
const URL_ = `${ORIGIN}/drel/`;
const productLd = (product: ProductPage) =>
  productJsonLd(product, { description: 'Дрель', url: URL_, picture }) as unknown as Record<string, unknown>;

const withPrice = (
  product: ProductPage,
  state: Partial<Pick<ProductPage, 'missingItem' | 'outOrder'>> & { price?: number },
): ProductPage => ({
  ...product,
  ...(state.missingItem === undefined ? {} : { missingItem: state.missingItem }),
  ...(state.outOrder === undefined ? {} : { outOrder: state.outOrder }),
  priceBlock: { ...product.priceBlock, ...(state.price === undefined ? {} : { price: state.price }) },
});

describe('the Product of a product page', () => {
  const product = productPageOf(varieties[0]!);

  it('names the variety with every picture, its code, its brand and its one offer', () => {
    const ld = productLd(withPrice(product, { missingItem: 0, outOrder: false, price: 1234.5 }));
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.assortment.name,
      description: 'Дрель',
      sku: product.assortment.sortId,
      brand: { '@type': 'Brand', name: 'Сибирь' },
      url: URL_,
      offers: {
        '@type': 'Offer',
        price: 1234.5,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: URL_,
      },
    });
    expect(ld.image).toEqual([product.assortment.MainImage, ...product.assortment.slaveImages].map((image) => picture(image.productthumb)));
  });

  it('maps every stock state the page names', () => {
    const availability = (missingItem: number, outOrder = false) => availabilityOf({ missingItem, outOrder });
    expect(availability(0)).toBe('https://schema.org/InStock');
    expect(availability(0, true)).toBe('https://schema.org/BackOrder');
    expect(availability(1)).toBe('https://schema.org/OutOfStock');
    expect(availability(2)).toBe('https://schema.org/OutOfStock');
    expect(availability(3)).toBe('https://schema.org/Discontinued');
    expect(productLd(withPrice(product, { missingItem: 2 })).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(productLd(withPrice(product, { missingItem: 0, outOrder: true })).offers).toMatchObject({
      availability: 'https://schema.org/BackOrder',
    });
  });

  it("claims no offer at 0 ₽ for a price 'По телефону'", () => {
    const ld = productLd(withPrice(product, { price: 0 }));
    expect(ld).not.toHaveProperty('offers');
    expect(JSON.stringify(ld)).not.toContain('"price"');
  });

  it('rates it with the first reviews when it has reviews, and not at all when it has none', () => {
    const reviews = {
      vote: 4.5,
      ratingsTotal: 7,
      comments: Array.from({ length: 7 }, (_, index) => ({
        id: index,
        author: `Автор ${index}`,
        date: '2026-03-04',
        vote: 4,
        text: 'Хорошая',
        advantages: 'Лёгкая',
        disadvantages: '',
      })),
    };
    const rated = productLd({ ...product, shortReviews: reviews });
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 7, bestRating: 5, worstRating: 1 });
    expect(rated.review).toHaveLength(JSON_LD_REVIEWS);
    expect((rated.review as unknown[])[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Автор 0' },
      datePublished: '2026-03-04',
      reviewBody: 'Хорошая\nЛёгкая',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
    const unrated = productLd({ ...product, shortReviews: { vote: 0, ratingsTotal: 0, comments: [] } });
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('review');
  });

  it('has no picture when the variety has none, and no brand when none is named', () => {
    const bare: ProductPage = {
      ...product,
      assortment: { ...product.assortment, MainImage: { ...product.assortment.MainImage, productthumb: '' }, slaveImages: [] },
      characteristics: { ...product.characteristics, shortText: [] },
    };
    const ld = productLd(bare);
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('brand');
  });
});
