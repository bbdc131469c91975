import type { ProductCard } from '@shop/contracts/catalogue.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { formatPrice } from '@shop/ui/format.ts';
import { plural } from '@shop/ui/plural.ts';
import { Price } from '@shop/ui/price.tsx';
import { formatVote, Stars } from '@shop/ui/stars.tsx';
import { imageUrl } from '@/lib/api-client.ts';
import { usePictureForBox } from '@/lib/data-saver.ts';
import { analogsHref, cardHref, cardPrice, discountPercent, imageLoading } from './card-model.ts';
import { productCardTexts as texts } from './texts.ts';
import styles from './product-card.module.css';
import { Link } from '@/components/link.tsx';

/** Small pieces of a card that the tile, the list row and the mobile card share. */

type ImageSize = 'productthumb' | 'productMiddleSize' | 'catalogMaxSize';

export function CardImage({
  card,
  index,
  siteVersion,
  size,
  box,
  className,
}: {
  card: Pick<ProductCard, 'images' | 'name' | 'url'>;
  index: number;
  siteVersion: SiteVersion;
  size: ImageSize;
  /** The picture's side on screen, in CSS pixels, at its widest. */
  box: number;
  className?: string;
}) {
  const picture = usePictureForBox(card.images[size], box);
  const { loading, decoding, fetchPriority } = imageLoading(index, siteVersion);
  // 'nature' pictures are photos on their own background: shown whole, never cropped (catalogue.md §3).
  const fit = card.images.nature ? styles.nature : styles.framed;
  return (
    <Link
      to={cardHref(card.url)}
      className={[styles.imageLink, className ?? ''].filter(Boolean).join(' ')}
      tabIndex={-1}
      aria-hidden="true"
    >
      <img
        className={`${styles.image} ${fit}`}
        src={imageUrl(picture)}
        alt=""
        width={200}
        height={200}
        loading={loading}
        decoding={decoding}
        fetchPriority={fetchPriority}
      />
    </Link>
  );
}

export function CardName({ card, className }: { card: Pick<ProductCard, 'name' | 'url'>; className?: string }) {
  return (
    <Link to={cardHref(card.url)} className={[styles.name, className ?? ''].filter(Boolean).join(' ')}>
      {card.name}
    </Link>
  );
}

export function CardBadges({ card }: { card: Pick<ProductCard, 'assVal1' | 'assVal3'> }) {
  const percent = discountPercent(card);
  if (percent !== null) {
    return (
      <span className={`${styles.badge} ${styles.sale}`}>
        <span aria-hidden="true">{texts.sale(percent)}</span>
        <span className="visually-hidden">{texts.saleLabel(percent)}</span>
      </span>
    );
  }
  if (card.assVal1 === 'new') return <span className={`${styles.badge} ${styles.novelty}`}>{texts.novelty}</span>;
  return null;
}

export function CardPrice({
  card,
  className,
}: {
  card: Pick<ProductCard, 'price' | 'price_name' | 'assVal1' | 'assVal2' | 'assVal3' | 'multi_assort' | 'unitPrice'>;
  className?: string;
}) {
  const price = cardPrice(card);
  const classes = [styles.price, className ?? ''].filter(Boolean).join(' ');
  if (price.kind === 'range') {
    const olds = [
      price.minOld !== null && price.minOld > price.min ? price.minOld : null,
      price.maxOld !== null && price.maxOld > price.max ? price.maxOld : null,
    ];
    return (
      <div className={classes} data-testid="card-price">
        <span className={styles.range}>
          <Price value={price.min} />
          <span aria-hidden="true">{texts.rangeSeparator}</span>
          <Price value={price.max} />
        </span>
        {olds.some((old) => old !== null) ? (
          <span className={styles.rangeOld}>
            {olds.map((old, index) =>
              old === null ? null : (
                <span key={index}>
                  {index === 1 && olds[0] !== null ? <span aria-hidden="true">{texts.rangeSeparator} </span> : null}
                  <s>
                    <span className="visually-hidden">{texts.oldPriceLabel}</span>
                    {formatPrice(old)}
                  </s>
                </span>
              ),
            )}
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <div className={classes} data-testid="card-price">
      <Price value={price.value} oldValue={price.old} />
      {price.onRequest ? null : <span className={styles.priceName}>{card.price_name}</span>}
      {card.unitPrice && !price.onRequest ? (
        <span className={styles.unitPrice}>{texts.unitPrice(formatPrice(card.unitPrice.price), card.unitPrice.unit)}</span>
      ) : null}
    </div>
  );
}

export function CardRating({ card }: { card: Pick<ProductCard, 'votes' | 'active_comment_count'> }) {
  const count = card.active_comment_count;
  return (
    <div className={styles.rating}>
      <Stars vote={card.votes.vote} />
      {card.votes.total > 0 ? <span className={styles.vote}>{formatVote(card.votes.vote)}</span> : null}
      <span className={styles.reviews}>{texts.reviews(count, plural(count, texts.reviewWords))}</span>
    </div>
  );
}

/** Delivery date, the express label, or for goods out of stock 'Нет в наличии' with 'Подобрать аналог'. */
export function CardAvailability({ card }: { card: Pick<ProductCard, 'outOrder' | 'delivery' | 'express' | 'url'> }) {
  if (card.outOrder) {
    return (
      <div className={styles.unavailable}>
        <span>{texts.unavailable}</span>
        <Link to={analogsHref(card.url)} className={styles.analogs}>
          {texts.pickAnalog}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.availability}>
      {card.delivery ? <span className={styles.delivery}>{card.delivery}</span> : null}
      {card.express ? <span className={styles.express}>{texts.express}</span> : null}
    </div>
  );
}
