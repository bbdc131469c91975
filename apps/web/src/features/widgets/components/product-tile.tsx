import type { WidgetProduct } from '@shop/contracts/widgets.ts';
import { Price } from '@shop/ui/price.tsx';
import { Stars } from '@shop/ui/stars.tsx';
import { imageUrl } from '@/lib/api-client.ts';
import { widgetTexts } from '@/features/widgets/texts.ts';
import { SiteLink } from './site-link.tsx';
import styles from './palisade.module.css';

type ProductTileProps = {
  product: WidgetProduct;
  lazy: boolean;
  onRemoveFavorite?: (() => void) | undefined;
  removing?: boolean;
  /** The old price goes under the new one where tiles are narrow (mobile). */
  stackedPrice?: boolean;
};

function badgeOf(product: WidgetProduct): string | null {
  if (product.assVal1 === 'new') return widgetTexts.novelty;
  if (product.assVal1 !== 'sale') return null;
  return Number(product.assVal3) > 0 ? widgetTexts.discount(product.assVal3) : widgetTexts.sale;
}

/** A product in a palisade: picture, sale badge, name, rating, old and new price. */
export function ProductTile({ product, lazy, onRemoveFavorite, removing = false, stackedPrice = false }: ProductTileProps) {
  const badge = badgeOf(product);
  return (
    <li className={styles.tile} data-testid="widget-product">
      <SiteLink href={product.url} className={styles.tileLink}>
        <span className={styles.picture}>
          <img
            src={imageUrl(product.images.productthumb)}
            alt=""
            width={200}
            height={200}
            loading={lazy ? 'lazy' : 'eager'}
            decoding="async"
          />
          {badge ? <span className={product.assVal1 === 'new' ? styles.badgeNew : styles.badge}>{badge}</span> : null}
        </span>
        <span className={styles.name}>{product.name}</span>
      </SiteLink>
      <span className={styles.rating}>
        <Stars vote={product.votes.vote} fills={product.voteStarsColors} />
        {product.votes.total > 0 ? <span className={styles.votes}>{widgetTexts.reviews(product.votes.total)}</span> : null}
      </span>
      <Price value={product.price} oldValue={product.assVal2} stacked={stackedPrice} className={styles.price} />
      {onRemoveFavorite ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={widgetTexts.removeFavorite(product.name)}
          onClick={onRemoveFavorite}
          disabled={removing}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </li>
  );
}
