import { Stars, formatVote } from '@shop/ui/stars.tsx';
import type { ProductPage } from '@shop/contracts/product.ts';
import { ProductFavoriteToggle } from '@/entities/user/components/favorite-toggle.tsx';
import { useCopy } from '../use-copy.ts';
import { productTexts as texts } from '../texts.ts';
import { ShareMenu } from './share-menu.tsx';
import styles from './product.module.css';

/** Product code copyable with 'Скопировано' for 5 s, and the article number (assval14). */
export function ProductCodes({ product }: { product: ProductPage }) {
  const { copied, copy } = useCopy();
  const code = product.assortment.sortId;
  return (
    <p className={styles.codes}>
      <span>
        {texts.code}:{' '}
        <button type="button" className={styles.copyCode} onClick={() => void copy(code)} aria-label={texts.copyCode(code)}>
          {code}
        </button>
        <span role="status" className={styles.copied}>
          {copied ? texts.copied : ''}
        </span>
      </span>
      {product.assortment.assval14 ? (
        <span>
          {texts.article}: {product.assortment.assval14}
        </span>
      ) : null}
    </p>
  );
}

/** Stars with the count of ratings (link to #reviews) and the count of questions (link to #forum). */
export function RatingLine({ product }: { product: ProductPage }) {
  return (
    <p className={styles.ratingLine}>
      <a href="#reviews" className={styles.ratingLink}>
        <Stars vote={product.votes.vote} fills={product.voteStarsColors} />
        <span>{formatVote(product.votes.vote)}</span>
        <span className={styles.muted}>{texts.ratingCount(product.votes.total)}</span>
      </a>
      <a href="#forum">{texts.questions(product.forum.active_comment_count)}</a>
    </p>
  );
}

/** §2 the share and favourite panel. */
export function SharePanel({ product }: { product: ProductPage }) {
  return (
    <div className={styles.sharePanel}>
      <ShareMenu path={product.productUrl} title={product.assortment.name} />
      <ProductFavoriteToggle productId={product.product.id} favorite={product.favoritesHas === 1} withText />
    </div>
  );
}
