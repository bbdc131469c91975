import type { ComponentProps, ReactNode } from 'react';
import type { ProductCard } from '@shop/contracts/catalogue.ts';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { ProductFavoriteToggle } from '@/entities/user/components/progressive-favorite-toggle.ts';
import { CardAvailability, CardBadges, CardImage, CardName, CardPrice, CardRating } from './card-parts.tsx';
import { CardCartControl } from './cart-control.tsx';
import styles from './product-card.module.css';

export type ProductCardProps = {
  /** One list item as the BFF sends it (catalogue.md §3 "Product card"). */
  card: ProductCard;
  /**
   * The card's position in its list, from 0. Pictures of the first 12 desktop / 3 mobile cards load
   * at once (the very first with high priority), the rest lazily (product-widgets-monitoring.md §9).
   */
  index: number;
  className?: string;
};

const join = (...names: Array<string | undefined | false>) => names.filter(Boolean).join(' ');

/** The picture with its badges, and what a view puts over them. */
/** A tile's picture at its widest: four cards a row beside the filters, at the page's widest. */
const TILE_BOX_PX = 260;

function CardMedia({
  className,
  children,
  ...image
}: Omit<ComponentProps<typeof CardImage>, 'card' | 'className'> & {
  card: ProductCard;
  className: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <CardImage {...image} />
      <div className={styles.badges}>
        <CardBadges card={image.card} />
      </div>
      {children}
    </div>
  );
}

/** '3 варианта' when the product has several varieties. */
const CardVariants = ({ card }: { card: ProductCard }) =>
  card.assortment_variety_counter > 1 ? <div className={styles.variants}>{card.assortment_variety_counter_text}</div> : null;

/** Desktop grid tile (view mode 'pics'). */
export function ProductTile({ card, index, className }: ProductCardProps) {
  return (
    <article className={join(styles.tile, card.outOrder && styles.isUnavailable, className)} data-testid="product-card">
      <CardMedia card={card} index={index} siteVersion="desktop" size="productMiddleSize" box={TILE_BOX_PX} className={styles.tileMedia}>
        <ProductFavoriteToggle productId={card.id} favorite={card.favoritesHas === 1} className={styles.tileFavorite} />
      </CardMedia>
      <CardName card={card} className={styles.tileName} />
      <CardRating card={card} />
      <CardPrice card={card} />
      <CardVariants card={card} />
      <CardAvailability card={card} />
      <div className={styles.tileActions}>
        <CardCartControl card={card} block />
      </div>
    </article>
  );
}

/** Desktop list row (view mode 'detail'): the short characteristics beside the picture. */
export function ProductRow({ card, index, className }: ProductCardProps) {
  return (
    <article className={join(styles.row, card.outOrder && styles.isUnavailable, className)} data-testid="product-card">
      <CardMedia card={card} index={index} siteVersion="desktop" size="productthumb" box={160} className={styles.rowMedia} />
      <div className={styles.rowInfo}>
        <CardName card={card} className={styles.rowName} />
        <CardRating card={card} />
        {card.prodInfo.length > 0 ? (
          <dl className={styles.prodInfo}>
            {card.prodInfo.map((info) => (
              <div key={info.infoKey} className={styles.prodInfoItem}>
                <dt>{info.infoKey}</dt>
                <dd>{info.infoValue}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <div className={styles.rowBuy}>
        <CardPrice card={card} />
        <CardVariants card={card} />
        <CardAvailability card={card} />
        <div className={styles.rowActions}>
          <CardCartControl card={card} />
          <ProductFavoriteToggle productId={card.id} favorite={card.favoritesHas === 1} />
        </div>
      </div>
    </article>
  );
}

/** Mobile list card: a row 186 px high, picture on the left (product-widgets-monitoring.md §9). */
export function ProductCardMobile({ card, index, className }: ProductCardProps) {
  return (
    <article className={join(styles.mobile, card.outOrder && styles.isUnavailable, className)} data-testid="product-card">
      <CardMedia card={card} index={index} siteVersion="mobile" size="productthumb" box={116} className={styles.mobileMedia} />
      <div className={styles.mobileInfo}>
        <CardName card={card} className={styles.mobileName} />
        <CardRating card={card} />
        <CardPrice card={card} className={styles.mobilePrice} />
        <CardAvailability card={card} />
        <div className={styles.mobileActions}>
          <CardCartControl card={card} compact />
          <ProductFavoriteToggle productId={card.id} favorite={card.favoritesHas === 1} />
        </div>
      </div>
    </article>
  );
}

export type ProductPromoProps = {
  /** The promo block's server HTML (the card's isCustomize); sanitised before it is shown. */
  html: string;
  className?: string;
};

/** A promo block in a card's place in the list (catalogue.md §3, isCustomize). */
export function ProductPromo({ html, className }: ProductPromoProps) {
  return <SafeHtml as="section" className={join(styles.promo, className)} data-testid="product-promo" html={html} />;
}
