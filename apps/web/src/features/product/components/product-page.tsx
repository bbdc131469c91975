import { lazy, Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ProductPage as ProductPageData } from '@shop/contracts/product.ts';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { lastListUrl } from '@/lib/last-list-url.ts';
import { whenIdle } from '@/lib/prefetch-policy.ts';
import { useAnchorScroll } from '../anchors.ts';
import { Characteristics, Comments, ProductCodes, ProductModals, SharePanel, ShortReviews, TabGrid } from '../later-parts.ts';
import { productTexts as texts } from '../texts.ts';
import { useScrolledPast } from '../use-scrolled-past.ts';
import { useSwipeRight } from '../use-swipe-back.ts';
import { Breadcrumbs } from '@/components/breadcrumbs.tsx';
import { Gallery, ImageCarousel } from './gallery.tsx';
import { MobileFooter } from './mobile-footer.tsx';
import { PriceAside, PriceBlock } from './price-aside.tsx';
import { RatingLine } from './product-head.tsx';
import { ProductTabs } from './product-tabs.tsx';
import { Selectors } from './selectors.tsx';
import styles from './product.module.css';

// Its own chunk: the panel shows only once the shopper has scrolled past the product's head, and
// its code is loaded ahead when the browser is idle (a failure there is left for the panel to meet).
const importHeadPanel = () => import('./head-panel.tsx');
const HeadPanel = lazy(() => loadChunk(importHeadPanel).then((m) => ({ default: m.HeadPanel })));

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

function Note({ product }: { product: ProductPageData }) {
  return product.assortment.assval4 ? <SafeHtml html={product.assortment.assval4} className={styles.note} /> : null;
}

/** §2 the related and analogs tabs (mobile: the 'other' tab): the product's name, the tabs and a grid of cards. */
function TabPage({ product, seoDescription, mobile }: Pick<ProductPageProps, 'product' | 'seoDescription'> & { mobile: boolean }) {
  const title = product.tab === 'related' ? texts.tabs.related : texts.tabs.analogs;
  return (
    <article className={mobile ? `${styles.page} ${styles.mobile}` : styles.page} id="top">
      <Breadcrumbs items={product.breadcrumbs} className={styles.breadcrumbs} />
      <p className={styles.visuallyHidden}>{seoDescription}</p>
      <h1 className={styles.title}>{product.assortment.name}</h1>
      <ProductTabs product={product} />
      <section className={styles.tabSection} aria-labelledby="tab-products-title">
        <h2 id="tab-products-title">{title}</h2>
        <TabGrid products={product.tabProducts} mobile={mobile} />
      </section>
    </article>
  );
}

function DesktopIndex({ product, seoDescription, currentPath, pageUserId, slots = {} }: ProductPageProps) {
  const trigger = useRef<HTMLDivElement>(null);
  const headShown = useScrolledPast(trigger);
  useEffect(() => whenIdle(() => void importHeadPanel().catch(() => {})), []);
  return (
    <article className={styles.page} id="top">
      <Breadcrumbs items={product.breadcrumbs} className={styles.breadcrumbs} />
      <p className={styles.visuallyHidden}>{seoDescription}</p>
      <ProductTabs product={product} />
      {/* §2: the head panel shows once this block (gallery, identity, price) is above the viewport. */}
      <div ref={trigger} className={styles.layout}>
        <Gallery images={images(product)} name={product.assortment.name} />
        <div className={styles.info}>
          <ProductCodes product={product} />
          <h1 className={styles.title}>{product.assortment.name}</h1>
          <SharePanel product={product} />
          <RatingLine product={product} />
          <Selectors product={product} currentPath={currentPath} />
          <Note product={product} />
        </div>
        <PriceAside product={product} />
      </div>
      {headShown ? (
        <Suspense fallback={null}>
          <HeadPanel product={product} />
        </Suspense>
      ) : null}
      <ShortReviews productId={product.product.id} fromPage={product.shortReviews} />
      {slots.sputnik}
      <Characteristics data={product.characteristics} />
      {slots.analogs}
      <Comments product={product} pageUserId={pageUserId} />
      <ProductModals product={product} currentPath={currentPath} />
    </article>
  );
}

export function ProductPageDesktop(props: ProductPageProps) {
  useAnchorScroll(props.product);
  return props.product.tab === 'index' ? (
    <DesktopIndex {...props} />
  ) : (
    <TabPage product={props.product} seoDescription={props.seoDescription} mobile={false} />
  );
}

function MobileIndex({ product, seoDescription, currentPath, pageUserId, slots = {} }: ProductPageProps) {
  return (
    <article className={`${styles.page} ${styles.mobile}`} id="top">
      <Breadcrumbs items={product.breadcrumbs} className={styles.breadcrumbs} />
      <p className={styles.visuallyHidden}>{seoDescription}</p>
      <ProductTabs product={product} />
      <ImageCarousel images={images(product)} name={product.assortment.name} />
      <ProductCodes product={product} />
      <h1 className={styles.title}>{product.assortment.name}</h1>
      <SharePanel product={product} />
      <RatingLine product={product} />
      <section className={styles.mobilePrice} aria-label={texts.prices.title}>
        <PriceBlock product={product} block />
      </section>
      <Selectors product={product} currentPath={currentPath} />
      <Note product={product} />
      <ShortReviews productId={product.product.id} fromPage={product.shortReviews} />
      {slots.sputnik}
      <Characteristics data={product.characteristics} />
      {slots.analogs}
      <Comments product={product} pageUserId={pageUserId} />
      <MobileFooter product={product} />
      <ProductModals product={product} currentPath={currentPath} />
    </article>
  );
}

/** The category the product sits in: the crumb before the product's own. */
const categoryPath = (product: ProductPageData) => product.breadcrumbs.at(-2)?.path ?? '/';

/** Mobile: tabs index and other; a swipe right goes back to the last list viewed (§2, §9). */
export function ProductPageMobile(props: ProductPageProps) {
  const { product } = props;
  useAnchorScroll(product);
  const navigate = useNavigate();
  const area = useRef<HTMLDivElement>(null);
  const back = useCallback(() => void navigate(lastListUrl() ?? categoryPath(product)), [navigate, product]);
  useSwipeRight(area, back);
  return (
    <div ref={area} className={styles.swipeArea}>
      {product.tab === 'index' ? <MobileIndex {...props} /> : <TabPage product={product} seoDescription={props.seoDescription} mobile />}
    </div>
  );
}
