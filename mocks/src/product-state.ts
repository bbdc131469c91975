import type { Comment, CommentType, DetailedVote } from '@shop/contracts/product.ts';
import { currentUser } from './account-state.ts';
import { MOCK_BUYER } from './fixtures/account.ts';
import { initialComments, varieties } from './fixtures/product.ts';
import type { ProductComment } from './fixtures/product.ts';
import { starFills } from './fixtures/widgets.ts';

/**
 * What the mock shopper wrote and chose on product pages, kept in memory so the next read sees it:
 * comments and rates, price subscriptions, discount requests, colours, viewed goods. The writer is
 * the mock account's signed-in user; the demo buyer moderates. Tests call resetProductState().
 */

type Refusal = { ok: false; status: number; error: string };
type Result<T> = { ok: true; value: T } | Refusal;

const SIGN_IN = 'Войдите, чтобы оставить отзыв';
const VOTE_WORDS = ['', 'Ужасно', 'Плохо', 'Нормально', 'Хорошо', 'Отлично'];

let comments: ProductComment[] = [];
let authors = new Map<number, number>();
let rates = new Map<string, 1 | -1>();
let nextCommentId = 100;
let subscriptions = new Set<string>();
let discountRequests = 0;
let colors = new Map<number, number>();
let viewed: number[] = [];

export function resetProductState(): void {
  comments = initialComments.map((entry) => ({ ...entry }));
  authors = new Map();
  rates = new Map();
  nextCommentId = 100;
  subscriptions = new Set();
  discountRequests = 0;
  colors = new Map();
  viewed = [];
}
resetProductState();

const refuse = (status: number, error: string): Refusal => ({ ok: false, status, error });

function writer(): { id: number; name: string; moderator: boolean } | null {
  const user = currentUser();
  if (user.id === false) return null;
  return { id: user.id, name: user.username || 'Покупатель', moderator: user.id === MOCK_BUYER.id };
}

/** The lists as the signed-in shopper reads them: own rates and what may be edited. */
export function commentsFor(): ProductComment[] {
  const me = writer();
  return comments.map((entry) => ({
    ...entry,
    myRate: me ? (rates.get(`${entry.id}:${me.id}`) ?? null) : null,
    editable: me !== null && (me.moderator || authors.get(entry.id) === me.id),
  }));
}

export const moderatorMode = () => writer()?.moderator === true;

const activeCount = (productId: number, inReviews: boolean) =>
  comments.filter((entry) => entry.productId === productId && entry.isReviews === inReviews && (inReviews ? entry.type === 'review' : entry.parent_id === null)).length;

const view = (id: number): Comment => {
  const found = commentsFor().find((entry) => entry.id === id);
  if (!found) throw new Error(`Comment ${id} vanished`);
  const { productId: _productId, ...comment } = found;
  return comment;
};

export interface NewComment {
  productId: number;
  type: CommentType;
  text: string;
  prosText: string;
  consText: string;
  vote?: number | undefined;
  detailedVote?: DetailedVote | undefined;
  parentId?: number | undefined;
}

export function addComment(input: NewComment): Result<{ comment: Comment; active_comment_count: number }> {
  const me = writer();
  if (!me) return refuse(401, SIGN_IN);
  if (!varieties.some((entry) => entry.productId === input.productId) && input.type !== 'answer') return refuse(404, 'Товар не найден');
  const parent = input.type === 'answer' ? comments.find((entry) => entry.id === input.parentId) : undefined;
  if (input.type === 'answer' && !parent) return refuse(404, 'Комментарий не найден');
  const review = input.type === 'review';
  if (review && comments.some((entry) => entry.productId === input.productId && entry.type === 'review' && authors.get(entry.id) === me.id)) {
    return refuse(409, 'Вы уже оставили отзыв об этом товаре');
  }
  const id = nextCommentId++;
  const vote = review ? (input.vote ?? null) : null;
  comments.push({
    productId: parent?.productId ?? input.productId,
    id,
    type: input.type,
    author: me.name,
    authorUrl: `/~${encodeURIComponent(me.name)}/`,
    created: new Date().toISOString(),
    body: input.text,
    pros_body: review ? input.prosText : '',
    cons_body: review ? input.consText : '',
    stars: vote === null ? null : starFills(vote),
    vote,
    vote_view: vote === null ? '' : (VOTE_WORDS[vote] ?? ''),
    detailedVote: review ? (input.detailedVote ?? null) : null,
    rating: 0,
    myRate: null,
    level: parent ? Math.min(3, parent.level + 1) : 0,
    isReviews: parent ? parent.isReviews : review,
    parent_id: parent?.id ?? null,
    editable: true,
  });
  authors.set(id, me.id);
  const productId = parent?.productId ?? input.productId;
  return { ok: true, value: { comment: view(id), active_comment_count: activeCount(productId, parent ? parent.isReviews : review) } };
}

export function replyTo(parentId: number, text: string) {
  const parent = comments.find((entry) => entry.id === parentId);
  if (writer() && !parent) return refuse(404, 'Комментарий не найден');
  return addComment({ productId: parent?.productId ?? 0, type: 'answer', text, prosText: '', consText: '', parentId });
}

function mine(id: number): Result<ProductComment> {
  const me = writer();
  if (!me) return refuse(401, SIGN_IN);
  const found = comments.find((entry) => entry.id === id);
  if (!found) return refuse(404, 'Комментарий не найден');
  if (!me.moderator && authors.get(id) !== me.id) return refuse(403, 'Изменять и удалять комментарий может только его автор или модератор');
  return { ok: true, value: found };
}

export function editComment(id: number, edit: { text?: string | undefined; prosText?: string | undefined; consText?: string | undefined; vote?: number | undefined }) {
  const found = mine(id);
  if (!found.ok) return found;
  const entry = found.value;
  entry.body = edit.text ?? entry.body;
  if (entry.type === 'review') {
    entry.pros_body = edit.prosText ?? entry.pros_body;
    entry.cons_body = edit.consText ?? entry.cons_body;
    entry.vote = edit.vote ?? entry.vote;
    entry.stars = entry.vote === null ? null : starFills(entry.vote);
    entry.vote_view = entry.vote === null ? '' : (VOTE_WORDS[entry.vote] ?? '');
  }
  return { ok: true as const, value: { comment: view(id), active_comment_count: activeCount(entry.productId, entry.isReviews) } };
}

export function deleteComment(id: number): Result<{ deleted: number[]; active_comment_count: number }> {
  const found = mine(id);
  if (!found.ok) return found;
  const deleted = [id];
  for (let index = 0; index < deleted.length; index += 1) {
    for (const entry of comments) if (entry.parent_id === deleted[index]) deleted.push(entry.id);
  }
  comments = comments.filter((entry) => !deleted.includes(entry.id));
  return { ok: true, value: { deleted, active_comment_count: activeCount(found.value.productId, found.value.isReviews) } };
}

export function rateComment(id: number, rate: 1 | -1): Result<{ status: 1 | -1; rating: number }> {
  const me = writer();
  if (!me) return refuse(401, SIGN_IN);
  const found = comments.find((entry) => entry.id === id);
  if (!found) return refuse(404, 'Комментарий не найден');
  if (authors.get(id) === me.id) return refuse(409, 'Нельзя оценить свой комментарий');
  const key = `${id}:${me.id}`;
  if (rates.has(key)) return refuse(409, 'Вы уже оценили этот комментарий');
  rates.set(key, rate);
  found.rating += rate;
  return { ok: true, value: { status: rate, rating: found.rating } };
}

/** False when the address already waits for this variety's price. */
export function subscribe(assortmentId: number, email: string): boolean {
  const key = `${assortmentId}:${email}`;
  if (subscriptions.has(key)) return false;
  subscriptions.add(key);
  return true;
}

export const nextDiscountRequest = () => ++discountRequests;

export const rememberColor = (assortmentId: number, colorId: number) => void colors.set(assortmentId, colorId);
export const chosenColor = (assortmentId: number) => colors.get(assortmentId) ?? null;

export function recordView(assortmentId: number): void {
  viewed = [assortmentId, ...viewed.filter((id) => id !== assortmentId)].slice(0, 18);
}
export const viewedGoods = () => [...viewed];
