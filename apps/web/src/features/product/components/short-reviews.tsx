import type { ShortReviews as ShortReviewsData } from '@shop/contracts/product.ts';
import { useShortReviews } from '@/features/product/api/comments.ts';
import { Stars, formatVote } from '@shop/ui/stars.tsx';
import { commentTexts } from '../comment-texts.ts';
import styles from './comments.module.css';

/** Beside the price: the rating 'по N оценке/оценкам', 'Все отзывы', reviews of at most 3 lines. */
export function ShortReviews({ productId, fromPage }: { productId: number; fromPage: ShortReviewsData }) {
  const data = useShortReviews(productId, fromPage).data;
  if (data.ratingsTotal === 0 && data.comments.length === 0) return null;
  return (
    <section className={styles.short} aria-labelledby="short-reviews-title">
      <h2 id="short-reviews-title">{commentTexts.shortReviewsTitle}</h2>
      <p className={styles.shortRating}>
        <Stars vote={data.vote} />
        <strong>{formatVote(data.vote)}</strong>
        <span>{commentTexts.shortReviews(data.ratingsTotal)}</span>
        <a href="#reviews">{commentTexts.allReviews}</a>
      </p>
      <ul>
        {data.comments.map((comment) => (
          <li key={comment.id}>
            <p className={styles.meta}>
              <span>{comment.author}</span>
              <Stars vote={comment.vote} />
            </p>
            <p className={styles.threeLines}>{[comment.text, comment.advantages, comment.disadvantages].filter(Boolean).join(' ')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
