import type { Comment, DetailedVote } from '@shop/contracts/product.ts';
import { VOTE_WORDS, authorPath, forumData, reviewsData, shortReviews, starFills } from '@shop/contracts/rules/comments.ts';
import type { ListReader, Votes } from '@shop/contracts/rules/comments.ts';
import type { CommentRow, ProductFigures } from './store.ts';

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

const listReader = (reader: Reader, inReviews: boolean): ListReader => ({
  moderatorMode: reader.moderator,
  allowReplies: mayReply(reader, inReviews),
});
const votesOf = (figures: ProductFigures): Votes => ({ vote: figures.rating, total: figures.votes_total });

export const forumView = (productId: number, rows: readonly CommentRow[], reader: Reader) =>
  forumData(
    productId,
    rows.map((row) => commentView(row, reader)),
    listReader(reader, false),
  );

export const reviewsView = (productId: number, rows: readonly CommentRow[], figures: ProductFigures, reader: Reader) =>
  reviewsData(
    productId,
    rows.map((row) => commentView(row, reader)),
    votesOf(figures),
    listReader(reader, true),
  );

export const shortReviewsView = (rows: readonly CommentRow[], figures: ProductFigures) =>
  shortReviews(
    rows.map((row) => commentView(row, { userId: null, moderator: false })),
    votesOf(figures),
  );
