import type { ReactNode } from 'react';
import type { ProductPage as ProductPageData } from '@shop/contracts/product.ts';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { ProductFavoriteToggle } from '@/entities/user/components/favorite-toggle.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { CommentsSection } from './comments-section.tsx';
import { ShortReviews } from './short-reviews.tsx';
import { Characteristics } from './characteristics.tsx';
import { Gallery, ImageCarousel } from './gallery.tsx';
import { MobileFooter } from './mobile-footer.tsx';
import { BuyActions, Availability, DeliveryOptions, PriceAside, PricesList } from './price-aside.tsx';
import { ProductCodes, RatingLine } from './product-head.tsx';
import { Selectors } from './selectors.tsx';
import styles from './product.module.css';

export type ProductPageProps = {
  product: ProductPageData;
  /** The page's SEO description: in the document for search engines, not on screen. */
  seoDescription: string;
  /** The path shown now (the selector compares forced redirects with it). */
  currentPath: string;
  /** The shopper the page data was made for (its comment lists carry their rates). */
  pageUserId: number | false | undefined;
  /** Carousels the screen composes from the widgets feature. */
  slots?: { sputnik?: ReactNode; analogs?: ReactNode };
};

function images(product: ProductPageData) {
  return [product.assortment.MainImage, ...product.assortment.slaveImages];
}

function Comments({ product, pageUserId }: Pick<ProductPageProps, 'product' | 'pageUserId'>) {
  return (
    <>
      <CommentsSection kind="reviews" productId={product.product.id} fromPage={product.reviews} pageUserId={pageUserId} />
      <CommentsSection kind="forum" productId={product.product.id} fromPage={product.forum} pageUserId={pageUserId} />
    </>
  );
}

function Note({ product }: { product: ProductPageData }) {
  return product.assortment.assval4 ? <SafeHtml html={product.assortment.assval4} className={styles.note} /> : null;
}

export function ProductPageDesktop({ product, seoDescription, currentPath, pageUserId, slots = {} }: ProductPageProps) {
  return (
    <article className={styles.page} id="top">
      <Breadcrumbs items={product.breadcrumbs} />
      <p className={styles.visuallyHidden}>{seoDescription}</p>
      <div className={styles.layout}>
        <Gallery images={images(product)} name={product.assortment.name} />
        <div className={styles.info}>
          <ProductCodes product={product} />
          <h1 className={styles.title}>{product.assortment.name}</h1>
          <RatingLine product={product} />
          <Selectors product={product} currentPath={currentPath} />
          <Note product={product} />
        </div>
        <PriceAside product={product} />
      </div>
      <ShortReviews data={product.shortReviews} />
      {slots.sputnik}
      <Characteristics data={product.characteristics} />
      {slots.analogs}
      <Comments product={product} pageUserId={pageUserId} />
    </article>
  );
}

export function ProductPageMobile({ product, seoDescription, currentPath, pageUserId, slots = {} }: ProductPageProps) {
  return (
    <article className={`${styles.page} ${styles.mobile}`} id="top">
      <Breadcrumbs items={product.breadcrumbs} />
      <p className={styles.visuallyHidden}>{seoDescription}</p>
      <ImageCarousel images={images(product)} name={product.assortment.name} />
      <ProductCodes product={product} />
      <h1 className={styles.title}>{product.assortment.name}</h1>
      <RatingLine product={product} />
      <section className={styles.mobilePrice}>
        <Availability product={product} />
        {product.missingItem === 0 ? <PricesList product={product} /> : null}
        <DeliveryOptions product={product} />
        <BuyActions product={product} block />
        <ProductFavoriteToggle productId={product.assortment.id} favorite={product.favoritesHas === 1} withText />
      </section>
      <Selectors product={product} currentPath={currentPath} />
      <Note product={product} />
      <ShortReviews data={product.shortReviews} />
      {slots.sputnik}
      <Characteristics data={product.characteristics} />
      {slots.analogs}
      <Comments product={product} pageUserId={pageUserId} />
      <MobileFooter product={product} />
    </article>
  );
}
