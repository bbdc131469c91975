import type { Comment, DetailedVote, ForumData, ReviewsData, ShortReviews } from '@shop/contracts/product.ts';
import type { CommentRow, ProductFigures } from './store.ts';
import { starFills } from './stars.ts';

/** The word shown beside a review's stars. */
export const VOTE_WORDS: Record<number, string> = { 1: 'Ужасно', 2: 'Плохо', 3: 'Нормально', 4: 'Хорошо', 5: 'Отлично' };
const SHORT_REVIEWS = 3;

/** The author's page (product-widgets-monitoring.md §2 '/~{author}'), with the site's trailing slash. */
export const authorPath = (author: string) => `/~${encodeURIComponent(author)}/`;

/**
 * Who may answer (the spec leaves it open): questions in the forum are answered by any signed-in
 * shopper; reviews are answered by the shop, so only a moderator gets the reply button there.
 */
export const mayReply = (reader: Reader, inReviews: boolean) => !inReviews || reader.moderator;

/** Who reads: their own rates, and what they may edit. */
export interface Reader {
  userId: number | null;
  moderator: boolean;
}

export const mayEdit = (reader: Reader, row: Pick<CommentRow, 'user_id'>) =>
  reader.userId !== null && (reader.moderator || row.user_id === reader.userId);

export function commentView(row: CommentRow, reader: Reader): Comment {
  return {
    id: row.id,
    type: row.type,
    author: row.author,
    authorUrl: authorPath(row.author),
    created: row.created_at,
    body: row.body,
    pros_body: row.pros_body,
    cons_body: row.cons_body,
    stars: row.vote === null ? null : starFills(row.vote),
    vote: row.vote,
    vote_view: row.vote === null ? '' : (VOTE_WORDS[row.vote] ?? ''),
    detailedVote: row.detailed_vote === null ? null : (JSON.parse(row.detailed_vote) as DetailedVote),
    rating: row.rating,
    myRate: row.my_rate === 1 || row.my_rate === -1 ? row.my_rate : null,
    level: row.level,
    isReviews: row.in_reviews === 1,
    parent_id: row.parent_id,
    editable: mayEdit(reader, row),
  };
}

/** Newest threads first; inside a thread, answers in the order they came, each after its parent. */
export function threaded(rows: readonly CommentRow[]): CommentRow[] {
  const children = new Map<number | null, CommentRow[]>();
  for (const row of rows) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  const ordered: CommentRow[] = [];
  const walk = (row: CommentRow) => {
    ordered.push(row);
    for (const child of children.get(row.id) ?? []) walk(child);
  };
  const roots = [...(children.get(null) ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  for (const root of roots) walk(root);
  return ordered;
}

const roots = (rows: readonly CommentRow[]) => rows.filter((row) => row.parent_id === null).length;

export function forumData(productId: number, rows: readonly CommentRow[], reader: Reader): ForumData {
  return {
    id: productId,
    type: 'comment',
    active_comment_count: roots(rows),
    comments: threaded(rows).map((row) => commentView(row, reader)),
    moderatorMode: reader.moderator,
    allowReplies: mayReply(reader, false),
  };
}

export function reviewsData(productId: number, rows: readonly CommentRow[], figures: ProductFigures, reader: Reader): ReviewsData {
  const reviews = rows.filter((row) => row.type === 'review');
  return {
    id: productId,
    type: 'review',
    active_comment_count: reviews.length,
    comments: threaded(rows).map((row) => commentView(row, reader)),
    moderatorMode: reader.moderator,
    allowReplies: mayReply(reader, true),
    general_vote_stars: starFills(figures.rating),
    filter_vote_list: [5, 4, 3, 2, 1].map((vote) => ({
      vote,
      stars: starFills(vote),
      count: reviews.filter((row) => row.vote === vote).length,
    })),
    votes: { vote: figures.rating, total: figures.votes_total },
  };
}

/** The best-rated written reviews, shown beside the price. */
export function shortReviews(rows: readonly CommentRow[], figures: ProductFigures): ShortReviews {
  const best = rows
    .filter((row) => row.type === 'review' && row.vote !== null && (row.body || row.pros_body || row.cons_body))
    .sort((a, b) => b.rating - a.rating || b.created_at.localeCompare(a.created_at))
    .slice(0, SHORT_REVIEWS);
  return {
    vote: figures.rating,
    ratingsTotal: figures.votes_total,
    comments: best.map((row) => ({
      id: row.id,
      author: row.author,
      date: row.created_at.slice(0, 10),
      vote: row.vote ?? 0,
      text: row.body,
      advantages: row.pros_body,
      disadvantages: row.cons_body,
    })),
  };
}
