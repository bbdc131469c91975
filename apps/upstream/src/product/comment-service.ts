import type { Comment, CommentType, DetailedVote } from '@shop/contracts/product.ts';
import type { CommentRow } from './store.ts';
import type { Store } from '../db/store.ts';
import { commentView, mayEdit, mayReply } from './comments-view.ts';
import type { Reader } from './comments-view.ts';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import { refusal } from '../http/reply-shapes.ts';

export const COMMENT_TEXT = {
  signIn: 'Войдите, чтобы оставить отзыв',
  productNotFound: 'Товар не найден',
  notFound: 'Комментарий не найден',
  otherProduct: 'Комментарий относится к другому товару',
  forbidden: 'Изменять и удалять комментарий может только его автор или модератор',
  alreadyReviewed: 'Вы уже оставили отзыв об этом товаре',
  reviewAnswers: 'На отзывы отвечает магазин',
  ownComment: 'Нельзя оценить свой комментарий',
  alreadyRated: 'Вы уже оценили этот комментарий',
  reviewText: 'Напишите отзыв',
  commentText: 'Напишите комментарий',
} as const;

/** Answers deeper than this are shown at this level. */
const MAX_LEVEL = 3;
/** Author shown for an account without a name. */
const NAMELESS = 'Покупатель';

export interface Writer extends Reader {
  userId: number;
  author: string;
}

export interface NewCommentInput {
  productId: number;
  type: CommentType;
  text: string;
  prosText: string;
  consText: string;
  vote?: number | undefined;
  detailedVote?: DetailedVote | undefined;
  parentId?: number | undefined;
}

export interface CommentEditInput {
  text?: string | undefined;
  prosText?: string | undefined;
  consText?: string | undefined;
  vote?: number | undefined;
  detailedVote?: DetailedVote | undefined;
}

/**
 * Reviews, forum comments and answers: written by signed-in shoppers, edited and deleted by their
 * authors or moderators, rated once per shopper. Each change is one immediate transaction, and a
 * change to a review refreshes the product's rating figures the catalogue shows.
 */
export function createCommentService(store: Store) {
  const { product: products, db } = store;

  /** The signed-in shopper as a writer; undefined for a guest. */
  function writer(userId: number | null): Writer | undefined {
    if (userId === null) return undefined;
    const user = store.sessions.user(userId);
    if (!user) return undefined;
    return { userId, author: user.username.trim() || NAMELESS, moderator: products.isModerator(userId) };
  }

  const written = (id: number, reader: Reader, productId: number, inReviews: boolean) => {
    const row = products.comment(id, reader.userId) as CommentRow;
    const count = inReviews
      ? products.reviewVotes(productId).reduce((sum, entry) => sum + entry.count, 0)
      : products.comments(productId, false, null).filter((entry) => entry.parent_id === null).length;
    return { comment: commentView(row, reader), active_comment_count: count };
  };

  function add(userId: number | null, input: NewCommentInput): Outcome<{ comment: Comment; active_comment_count: number }> {
    const author = writer(userId);
    if (!author) return refusal(401, COMMENT_TEXT.signIn);
    return db
      .transaction((): Outcome<{ comment: Comment; active_comment_count: number }> => {
        if (!products.product(input.productId)) return refuse(404, COMMENT_TEXT.productNotFound);
        let parent: CommentRow | undefined;
        if (input.type === 'answer') {
          parent = input.parentId === undefined ? undefined : products.comment(input.parentId, null);
          if (!parent) return refuse(404, COMMENT_TEXT.notFound);
          if (parent.product_id !== input.productId) return refuse(404, COMMENT_TEXT.otherProduct);
          if (!mayReply(author, parent.in_reviews === 1)) return refusal(403, COMMENT_TEXT.reviewAnswers);
        }
        if (input.type === 'review' && products.hasReviewed(input.productId, author.userId)) {
          return refusal(409, COMMENT_TEXT.alreadyReviewed);
        }
        const review = input.type === 'review';
        const inReviews = parent ? parent.in_reviews === 1 : review;
        const id = products.insertComment({
          productId: input.productId,
          parentId: parent?.id ?? null,
          userId: author.userId,
          author: author.author,
          type: input.type,
          inReviews,
          level: parent ? Math.min(MAX_LEVEL, parent.level + 1) : 0,
          body: input.text,
          prosBody: review ? input.prosText : '',
          consBody: review ? input.consText : '',
          vote: review ? (input.vote ?? null) : null,
          detailedVote: review && input.detailedVote ? JSON.stringify(input.detailedVote) : null,
        });
        if (review) products.refreshFigures(input.productId);
        return done(written(id, author, input.productId, inReviews));
      })
      .immediate();
  }

  function reply(userId: number | null, parentId: number, text: string) {
    const parent = products.comment(parentId, null);
    if (userId !== null && !parent) return refuse(404, COMMENT_TEXT.notFound);
    return add(userId, {
      productId: parent?.product_id ?? 0,
      type: 'answer',
      text,
      prosText: '',
      consText: '',
      parentId,
    });
  }

  function save(userId: number | null, id: number, edit: CommentEditInput): Outcome<{ comment: Comment; active_comment_count: number }> {
    const author = writer(userId);
    if (!author) return refusal(401, COMMENT_TEXT.signIn);
    return db
      .transaction((): Outcome<{ comment: Comment; active_comment_count: number }> => {
        const row = products.comment(id, null);
        if (!row) return refuse(404, COMMENT_TEXT.notFound);
        if (!mayEdit(author, row)) return refusal(403, COMMENT_TEXT.forbidden);
        const review = row.type === 'review';
        const body = edit.text ?? row.body;
        const prosBody = review ? (edit.prosText ?? row.pros_body) : '';
        const consBody = review ? (edit.consText ?? row.cons_body) : '';
        if (review && !body && !prosBody && !consBody) return refuse(400, COMMENT_TEXT.reviewText);
        if (!review && !body) return refuse(400, COMMENT_TEXT.commentText);
        products.updateComment(id, {
          body,
          prosBody,
          consBody,
          vote: review ? (edit.vote ?? row.vote) : null,
          detailedVote: review ? (edit.detailedVote ? JSON.stringify(edit.detailedVote) : row.detailed_vote) : null,
        });
        if (review) products.refreshFigures(row.product_id);
        return done(written(id, author, row.product_id, row.in_reviews === 1));
      })
      .immediate();
  }

  function remove(userId: number | null, id: number): Outcome<{ deleted: number[]; active_comment_count: number }> {
    const author = writer(userId);
    if (!author) return refusal(401, COMMENT_TEXT.signIn);
    return db
      .transaction((): Outcome<{ deleted: number[]; active_comment_count: number }> => {
        const row = products.comment(id, null);
        if (!row) return refuse(404, COMMENT_TEXT.notFound);
        if (!mayEdit(author, row)) return refusal(403, COMMENT_TEXT.forbidden);
        const deleted = products.deleteThread(id);
        if (row.type === 'review') products.refreshFigures(row.product_id);
        const remaining = products.comments(row.product_id, row.in_reviews === 1, null);
        const count =
          row.in_reviews === 1
            ? remaining.filter((entry) => entry.type === 'review').length
            : remaining.filter((entry) => entry.parent_id === null).length;
        return done({ deleted, active_comment_count: count });
      })
      .immediate();
  }

  function rate(userId: number | null, id: number, value: 1 | -1): Outcome<{ status: 1 | -1; rating: number }> {
    const author = writer(userId);
    if (!author) return refusal(401, COMMENT_TEXT.signIn);
    return db
      .transaction((): Outcome<{ status: 1 | -1; rating: number }> => {
        const row = products.comment(id, null);
        if (!row) return refuse(404, COMMENT_TEXT.notFound);
        if (row.user_id === author.userId) return refusal(409, COMMENT_TEXT.ownComment);
        if (!products.rate(id, author.userId, value)) return refusal(409, COMMENT_TEXT.alreadyRated);
        return done({ status: value, rating: products.rating(id) });
      })
      .immediate();
  }

  return { add, reply, save, remove, rate, writer };
}
