import type { ClassifiedItem, WidgetProduct } from '@shop/contracts/widgets.ts';
import type { CategoryPick } from './store.ts';
import type { Store } from '../db/store.ts';
import { PICTURE, pictureUrl } from '../product/images.ts';
import { starFills } from '@shop/contracts/rules/comments.ts';

/** Product tiles of widgets and of the product page's tabs, in the order of the ids given. */
/** `favorites`: the product ids the shopper keeps. */
export function productTiles(store: Store, assortmentIds: readonly number[], favorites: ReadonlySet<number>): WidgetProduct[] {
  return assortmentIds.flatMap((id) => {
    const variety = store.product.variety(id);
    if (!variety) return [];
    const figures = store.product.figures(variety.product_id);
    const picture = variety.image_source_id;
    const onSale = variety.assval1 === 'sale' && variety.old_price !== null && variety.discount_percent > 0;
    return [
      {
        id: variety.product_id,
        assortmentId: variety.id,
        name: variety.name,
        url: `/${variety.url}/`,
        images: {
          productthumb: pictureUrl(picture, 1, PICTURE.tile),
          productMiddleSize: pictureUrl(picture, 1, PICTURE.main),
          catalogMaxSize: pictureUrl(picture, 1, PICTURE.zoom),
        },
        price: variety.price,
        assVal1: variety.assval1 === 'sale' || variety.assval1 === 'new' ? variety.assval1 : '',
        assVal2: onSale ? variety.old_price : null,
        assVal3: variety.assval3,
        votes: { vote: figures.rating, total: figures.votes_total },
        voteStarsColors: starFills(figures.rating),
        active_comment_count: figures.comment_count,
        favoritesHas: favorites.has(variety.product_id) ? 1 : 0,
        missingItem: variety.missing_item,
        express: variety.express === 1 && variety.missing_item === 0,
      },
    ];
  });
}

export function categoryItems(categories: readonly CategoryPick[], onFavoritesPage = false): ClassifiedItem[] {
  return categories.map((category) => ({
    url: `/${category.slug}/`,
    name: category.name,
    image_url: category.assortment_id ? pictureUrl(category.assortment_id, 1, PICTURE.tile) : '',
    nature: true,
    is_favorites_page: onFavoritesPage,
  }));
}
