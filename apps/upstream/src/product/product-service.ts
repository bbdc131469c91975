import type { PriceData, ProductPage, ProductTab } from '@shop/contracts/product.ts';
import type { CartOwner } from '../cart/store.ts';
import type { VarietyRow } from './store.ts';
import type { Store } from '../db/store.ts';
import { createWidgetService } from '../widgets/widget-service.ts';
import type { WidgetContext } from '../widgets/widget-service.ts';
import { characteristics } from './characteristics.ts';
import { forumView, reviewsView, shortReviewsView } from './comments-view.ts';
import type { Reader } from './comments-view.ts';
import { gallery } from './images.ts';
import { priceData } from './price-block.ts';
import { colorPicture } from '@shop/contracts/rules/selectors.ts';
import { selectors } from './selectors.ts';
import { starFills } from '@shop/contracts/rules/comments.ts';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';

export const PRODUCT_TEXT = {
  notFound: 'Товар не найден',
  otherProduct: 'Разновидность не относится к этому товару',
  units: 'Этот товар не продаётся в выбранных единицах',
  color: 'Этот товар не продаётся в выбранном цвете',
} as const;

/** The shopper a product page is built for. */
export interface ProductShopper extends Reader, WidgetContext {
  sessionId: string | null;
  cartOwner: CartOwner | null;
}

export function shopperOf(store: Store, sessionId: string | null, userId: number | null): ProductShopper {
  return {
    sessionId,
    userId,
    moderator: store.product.isModerator(userId),
    cartOwner: userId !== null ? { userId, sessionId: null } : sessionId !== null ? { userId: null, sessionId } : null,
  };
}

export interface PageOptions {
  tab: ProductTab;
  sourceAssId: number | null;
  priceGraphOpened: boolean;
}

export function createProductService(store: Store) {
  const widgets = createWidgetService(store);
  const { product: repo } = store;

  const cartLines = (shopper: ProductShopper, assortmentId: number) =>
    shopper.cartOwner ? store.cart.lines(shopper.cartOwner).filter((line) => line.assortment_id === assortmentId) : [];

  /** The colour the shopper chose for the variety last, if it is still offered. */
  function chosenColor(shopper: ProductShopper, variety: VarietyRow): number | null {
    if (!shopper.sessionId) return null;
    const id = repo.colorChoice(shopper.sessionId, variety.id);
    return id !== null && repo.colorsOf(variety.id).some((color) => color.id === id) ? id : null;
  }

  function price(
    variety: VarietyRow,
    shopper: ProductShopper,
    choice: { units?: number | undefined; colorId?: number | null | undefined; likeNew?: boolean },
  ): Outcome<PriceData> {
    const multisms = store.catalogue.multismsOf(variety.id);
    const multism = multisms.find((unit) => unit.id === (choice.units ?? variety.default_multism_id));
    if (!multism) return refuse(400, PRODUCT_TEXT.units);
    const colorId = choice.colorId === undefined ? chosenColor(shopper, variety) : choice.colorId;
    if (colorId !== null && !store.catalogue.colorOf(variety.id, colorId)) return refuse(400, PRODUCT_TEXT.color);
    return done(
      priceData({
        variety,
        multisms,
        multism,
        colorId,
        likeNew: choice.likeNew === true,
        cartLines: cartLines(shopper, variety.id),
        history: repo.priceHistory(variety.id),
        now: new Date(),
      }),
    );
  }

  function colorsData(variety: VarietyRow, colorId: number | null): ProductPage['colorsData'] {
    const productColors = repo.colorsOf(variety.id).map((color) => ({ ...color, url: colorPicture(color.id) }));
    return { productColors, colorBtns: productColors.map((color) => ({ ...color, selected: color.id === colorId })) };
  }

  function page(variety: VarietyRow, shopper: ProductShopper, options: PageOptions): ProductPage {
    const product = repo.product(variety.product_id);
    const priceValue = price(variety, shopper, {});
    if (!product || !priceValue.ok) throw new Error(`Product ${variety.product_id} of variety ${variety.id} is incomplete`);
    const details = repo.details(product.id);
    const params = repo.paramsOf(product.id);
    const colors = repo.colorsOf(variety.id);
    const figures = repo.figures(product.id);
    const reviewRows = repo.comments(product.id, true, shopper.userId);
    const forumRows = repo.comments(product.id, false, shopper.userId);
    const category = store.catalogue.category(variety.category_id);
    const history = repo.priceHistory(variety.id);
    const { MainImage, slaveImages } = gallery(variety);
    const onSale = variety.assval1 === 'sale' && variety.old_price !== null && variety.discount_percent > 0;
    return {
      ...priceValue.value,
      product: { id: product.id, name: product.name, url: variety.url, price: variety.price },
      assortment: {
        id: variety.id,
        product_id: variety.product_id,
        url: variety.url,
        name: variety.name,
        sortId: String(variety.id),
        assval1: variety.assval1 === 'sale' || variety.assval1 === 'new' ? variety.assval1 : '',
        assval2: onSale ? variety.old_price : null,
        assval3: variety.assval3,
        assval4: variety.note_html,
        assval14: variety.article,
        MainImage,
        slaveImages,
      },
      favoritesHas: store.favorites.idsOf(shopper.userId).has(variety.product_id) ? 1 : 0,
      votes: { vote: figures.rating, total: figures.votes_total },
      voteStarsColors: starFills(figures.rating),
      characteristics: characteristics({
        variety,
        description: details?.description ?? '',
        rows: repo.characteristics(product.id),
        params,
        brand: repo.brand(product.brand),
        docs: details?.docs ?? [],
      }),
      ...selectors({
        varieties: repo.varietiesOf(product.id),
        params,
        current: variety,
        colors,
        colorId: priceValue.value.colorId,
        sourceAssId: options.sourceAssId,
      }),
      shortReviews: shortReviewsView(reviewRows, figures),
      reviews: reviewsView(product.id, reviewRows, figures, shopper),
      forum: forumView(product.id, forumRows, shopper),
      analogs: widgets.productWidget('product_page_analogs', variety, shopper),
      sputnik: widgets.productWidget('product_page_sputnik', variety, shopper),
      productUrl: `/${variety.url}/`,
      tab: options.tab,
      tabProducts: options.tab === 'index' ? [] : widgets.tabProducts(options.tab, variety, shopper),
      colorsData: colorsData(variety, priceValue.value.colorId),
      breadcrumbs: [
        { id: null, name: 'Главная', path: '/' },
        ...(category
          ? store.catalogue.lineage(category).map((entry) => ({ id: entry.id, name: entry.name, path: `/${entry.slug}/` }))
          : []),
        { id: variety.id, name: variety.name, path: `/${variety.url}/` },
      ],
      priceGraph: {
        opened: options.priceGraphOpened,
        points: history.map((point) => ({ date: point.day, price: point.price })),
        dynamics: priceValue.value.priceDynamics,
      },
    };
  }

  /** The variety of a product, or why not. */
  function varietyOf(productId: number, assortmentId: number): Outcome<VarietyRow> {
    const variety = repo.variety(assortmentId);
    if (!variety || !repo.product(productId)) return refuse(404, PRODUCT_TEXT.notFound);
    if (variety.product_id !== productId) return refuse(404, PRODUCT_TEXT.otherProduct);
    return done(variety);
  }

  return { price, page, colorsData, varietyOf, chosenColor, widgets };
}
