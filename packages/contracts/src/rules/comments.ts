import type { Comment, ForumData, ReviewsData, ShortReviews } from '../product.ts';

/**
 * How a product's reviews and forum are shown (product-widgets-monitoring.md §5, §6): stars, the
 * word beside a vote, the author's page, the order of threads and the lists' figures. The demo
 * upstream and the mocks both give their comments this way.
 */

/** Fill of each of the five stars for a rating, to one decimal: 4.3 gives [1, 1, 1, 1, 0.3]. */
export const starFills = (rating: number): number[] =>
  [0, 1, 2, 3, 4].map((star) => Math.round(Math.min(1, Math.max(0, rating - star)) * 10) / 10);

/** The word shown beside a review's stars. */
export const VOTE_WORDS: Readonly<Record<number, string>> = { 1: 'Ужасно', 2: 'Плохо', 3: 'Нормально', 4: 'Хорошо', 5: 'Отлично' };

/** The author's page ('/~{author}'), with the site's trailing slash. */
export const authorPath = (author: string) => `/~${encodeURIComponent(author)}/`;

/** Newest threads first; inside a thread, answers in the order they came, each after its parent. */
export function threaded<C extends Pick<Comment, 'id' | 'parent_id' | 'created'>>(comments: readonly C[]): C[] {
  const children = new Map<number | null, C[]>();
  for (const comment of comments) children.set(comment.parent_id, [...(children.get(comment.parent_id) ?? []), comment]);
  const ordered: C[] = [];
  const walk = (comment: C) => {
    ordered.push(comment);
    for (const child of children.get(comment.id) ?? []) walk(child);
  };
  const roots = [...(children.get(null) ?? [])].sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
  for (const root of roots) walk(root);
  return ordered;
}

/** Who reads the list: a moderator edits any comment; `allowReplies` whether the reader may answer. */
export interface ListReader {
  moderatorMode: boolean;
  allowReplies: boolean;
}

export const forumData = (productId: number, comments: readonly Comment[], reader: ListReader): ForumData => ({
  id: productId,
  type: 'comment',
  active_comment_count: comments.filter((comment) => comment.parent_id === null).length,
  comments: threaded(comments),
  ...reader,
});

/** The product's figures: its rating and how many votes it has, written reviews and silent votes together. */
export type Votes = ReviewsData['votes'];

export function reviewsData(productId: number, comments: readonly Comment[], votes: Votes, reader: ListReader): ReviewsData {
  const reviews = comments.filter((comment) => comment.type === 'review');
  return {
    id: productId,
    type: 'review',
    active_comment_count: reviews.length,
    comments: threaded(comments),
    ...reader,
    general_vote_stars: starFills(votes.vote),
    filter_vote_list: [5, 4, 3, 2, 1].map((vote) => ({
      vote,
      stars: starFills(vote),
      count: reviews.filter((review) => review.vote === vote).length,
    })),
    votes,
  };
}

/** The best-rated written reviews, shown beside the price. */
export function shortReviews(comments: readonly Comment[], votes: Votes): ShortReviews {
  const best = comments
    .filter((comment) => comment.type === 'review' && comment.vote !== null && (comment.body || comment.pros_body || comment.cons_body))
    .sort((a, b) => b.rating - a.rating || b.created.localeCompare(a.created))
    .slice(0, 3);
  return {
    vote: votes.vote,
    ratingsTotal: votes.total,
    comments: best.map((comment) => ({
      id: comment.id,
      author: comment.author,
      date: comment.created.slice(0, 10),
      vote: comment.vote ?? 0,
      text: comment.body,
      advantages: comment.pros_body,
      disadvantages: comment.cons_body,
    })),
  };
}
