import type { CSSProperties } from 'react';
import { starFills } from '@shop/contracts/rules/comments.ts';
import { formatRussianNumber } from './russian-numbers.ts';
import styles from './stars.module.css';

export type StarsProps = {
  /** Average vote, 0 to 5. */
  vote: number;
  /** Fill of each of the five stars, 0 to 1 (voteStarsColors); derived from the vote when absent. */
  fills?: readonly number[];
  className?: string;
};

const STAR_COUNT = 5;

/** A rating to one decimal, 'из 5' (product-widgets-monitoring.md §9). */
export const formatVote = (vote: number) =>
  formatRussianNumber(Math.min(STAR_COUNT, Math.max(0, vote)), { minFraction: 1, maxFraction: 1 });

/** The shop's rule, written once in the contracts (zod-free); re-exported for the UI's own imports. */
export { starFills } from '@shop/contracts/rules/comments.ts';

/** The fills as the custom properties stars.module.css draws from: --f1 to --f5. */
export function starFillStyle(fills: readonly number[]): CSSProperties {
  return Object.fromEntries(
    fills.map((fill, index) => [`--f${index + 1}`, Math.round(Math.min(1, Math.max(0, fill)) * 100) / 100]),
  ) as CSSProperties;
}

/** Five stars filled to the rating; screen readers hear 'Рейтинг 4,3 из 5'. */
export function Stars({ vote, fills, className }: StarsProps) {
  const shown = fills && fills.length === STAR_COUNT ? fills : starFills(vote);
  return (
    <span
      className={[styles.stars, className ?? ''].filter(Boolean).join(' ')}
      style={starFillStyle(shown)}
      role="img"
      aria-label={`Рейтинг ${formatVote(vote)} из 5`}
    />
  );
}
