/** Fill of each of the five stars for a rating: 4.3 gives [1, 1, 1, 1, 0.3]. */
export function starFills(rating: number): number[] {
  return [0, 1, 2, 3, 4].map((star) => Math.round(Math.min(1, Math.max(0, rating - star)) * 10) / 10);
}

/** Mean of votes to one decimal, 0 without votes. */
export const meanVote = (sum: number, count: number) => (count === 0 ? 0 : Math.round((sum / count) * 10) / 10);
