import type { ProductPage } from '@shop/contracts/product.ts';
import { Price } from '@shop/ui/price.tsx';
import { AddToCartControl } from '@/entities/cart/components/add-to-cart-control.tsx';
import { ProductFavoriteToggle } from '@/entities/user/components/favorite-toggle.tsx';
import { imageUrl } from '@/lib/api-client.ts';
import { productTexts as texts } from '../texts.ts';
import { commentTexts } from '../comment-texts.ts';
import { windowTexts } from '../window-texts.ts';
import { anchorHref } from '../anchors.ts';
import styles from './head-panel.module.css';

const SECTIONS = [
  { anchor: 'characteristics', label: texts.characteristics },
  { anchor: 'reviews', label: commentTexts.reviews },
  { anchor: 'forum', label: commentTexts.forum },
] as const;

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * §2 desktop head panel, shown while its trigger is above the viewport: thumbnail, code, links to
 * the sections, title, the Профи and Розница prices, cart control, favourite and scroll-to-top.
 */
export function HeadPanel({ product }: { product: ProductPage }) {
  const profi = product.pricesList.find((entry) => entry.mainPrice);
  const retail = product.pricesList.find((entry) => entry.comment === 'максимальная');
  return (
    <div className={styles.panel} role="region" aria-label={windowTexts.headPanel.label} data-testid="head-panel">
      <img className={styles.thumb} src={imageUrl(product.assortment.MainImage.productThumbnail)} alt="" width={48} height={48} />
      <div className={styles.identity}>
        <p className={styles.code}>
          {texts.code}: {product.assortment.sortId}
        </p>
        <p className={styles.title}>{product.assortment.name}</p>
        <nav aria-label={windowTexts.headPanel.sections}>
          <ul className={styles.links}>
            {SECTIONS.map((section) => (
              <li key={section.anchor}>
                <a href={anchorHref(product, section.anchor)}>{section.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {product.missingItem === 0 && !profi && !retail ? (
        // A price given on request has no Профи and Розница tiers: the panel shows 'По телефону' alone.
        <p className={styles.onlyPrice}>
          <Price value={product.priceBlock.price} />
        </p>
      ) : product.missingItem === 0 ? (
        <dl className={styles.prices}>
          {profi ? (
            <div className={styles.profi}>
              <dt>{windowTexts.headPanel.profi}</dt>
              <dd>
                <Price value={profi.price} />
              </dd>
            </div>
          ) : null}
          {retail ? (
            <div>
              <dt>{windowTexts.headPanel.retail}</dt>
              <dd>
                <Price value={retail.price} />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className={styles.missing}>{product.missingText ?? texts.missing[product.missingItem]}</p>
      )}
      {product.missingItem === 0 ? (
        <AddToCartControl
          assortmentId={product.assortment.id}
          colorId={product.colorId}
          multism={product.currentMultism}
          name={product.assortment.name}
          listedQuantity={product.orderQuantity}
          compact
        />
      ) : null}
      <ProductFavoriteToggle productId={product.product.id} favorite={product.favoritesHas === 1} />
      <button
        type="button"
        className={styles.toTop}
        onClick={scrollToTop}
        aria-label={windowTexts.headPanel.toTop}
        title={windowTexts.headPanel.toTop}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}
