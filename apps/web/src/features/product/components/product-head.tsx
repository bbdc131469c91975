import { Stars, formatVote } from '@shop/ui/stars.tsx';
import type { ProductPage } from '@shop/contracts/product.ts';
import { productTexts as texts } from '../texts.ts';
import styles from './product.module.css';

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
