import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { Comment, ForumData, productRoutes, ReviewsData, ShortReviews } from '@shop/contracts/product.ts';
import type { ReplyOf, RouteInput } from '@shop/contracts/browser/route.ts';
import { ApiError } from '@/lib/api-client.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import type { CallOptions } from '@/lib/api-client.ts';

const reviewsEndpoint = endpoint('product', 'getReviews');
const forumEndpoint = endpoint('product', 'getForum');
const addEndpoint = endpoint('product', 'addComment');
const replyEndpoint = endpoint('product', 'replyToComment');
const editEndpoint = endpoint('product', 'editComment');
const deleteEndpoint = endpoint('product', 'deleteComment');
const rateEndpoint = endpoint('product', 'rateComment');
const shortReviewsEndpoint = endpoint('product', 'getShortReviews');

export type CommentListKind = 'reviews' | 'forum';
export type CommentList = ReviewsData | ForumData;

/** Keyed by the shopper too: own rates and moderator mode differ per shopper. */
export const commentListKey = (productId: number, kind: CommentListKind, userId: number | false | undefined) =>
  ['product', productId, kind, userId ?? 'unknown'] as const;

const productCommentsPrefix = (productId: number) => ['product', productId] as const;

export const commentListQueryOptions = (productId: number, kind: CommentListKind, userId: number | false | undefined) =>
  queryOptions<CommentList>({
    queryKey: commentListKey(productId, kind, userId),
    queryFn: ({ client, signal }) =>
      kind === 'reviews'
        ? apiOf(client).call(reviewsEndpoint, { params: { productId } }, { signal })
        : apiOf(client).call(forumEndpoint, { params: { productId } }, { signal }),
  });

/** The list: the page data's copy while it was made for this shopper, else its own call. */
export function useCommentList(
  productId: number,
  kind: CommentListKind,
  userId: number | false | undefined,
  fromPage: CommentList | undefined,
) {
  return useQuery({ ...commentListQueryOptions(productId, kind, userId), initialData: fromPage });
}

const shortReviewsKey = (productId: number) => ['product', 'short-reviews', productId] as const;

/** The short reviews beside the price: the page data's copy, fetched again once reviews change. */
export function useShortReviews(productId: number, fromPage: ShortReviews) {
  return useQuery({
    queryKey: shortReviewsKey(productId),
    queryFn: ({ client, signal }) => apiOf(client).call(shortReviewsEndpoint, { params: { productId } }, { signal }),
    initialData: fromPage,
  });
}

/**
 * A review written, edited or deleted changes the vote summary, the star filter's counts and the
 * short reviews: those come from the server again (the written comment itself is already in the list).
 */
function refreshReviewFigures(client: QueryClient, productId: number) {
  void client.invalidateQueries({ queryKey: ['product', productId, 'reviews'] });
  void client.invalidateQueries({ queryKey: shortReviewsKey(productId) });
}

function patchLists(client: QueryClient, productId: number, patch: (list: CommentList) => CommentList) {
  client.setQueriesData<CommentList>({ queryKey: productCommentsPrefix(productId) }, (list) =>
    list && Array.isArray(list.comments) ? patch(list) : list,
  );
}

/** Inserts a new comment after its parent's thread, or first when it starts one. */
function withComment(list: CommentList, comment: Comment, count: number): CommentList {
  const belongs = comment.isReviews === (list.type === 'review');
  if (!belongs) return list;
  const comments = [...list.comments];
  if (comment.parent_id === null) {
    comments.unshift(comment);
  } else {
    const start = comments.findIndex((entry) => entry.id === comment.parent_id);
    if (start < 0) return list;
    let end = start + 1;
    while (end < comments.length && (comments[end]?.level ?? 0) > (comments[start]?.level ?? 0)) end += 1;
    comments.splice(end, 0, comment);
  }
  return { ...list, comments, active_comment_count: count };
}

type Write =
  | { kind: 'add'; body: RouteInput<typeof productRoutes.addComment>['body'] }
  | { kind: 'reply'; id: number; text: string }
  | { kind: 'edit'; id: number; body: RouteInput<typeof productRoutes.editComment>['body'] };

function write(
  api: ApiClient,
  input: Write,
  onMessages: CommentWriteOptions['onMessages'],
): Promise<ReplyOf<typeof productRoutes.addComment>> {
  switch (input.kind) {
    case 'add':
      return api.call(addEndpoint, { body: input.body }, { onMessages });
    case 'reply':
      return api.call(replyEndpoint, { params: { id: input.id }, body: { text: input.text } }, { onMessages });
    case 'edit':
      return api.call(editEndpoint, { params: { id: input.id }, body: input.body }, { onMessages });
  }
}

/** A form shows the reply's messages beside its fields instead of toasts. */
export type CommentWriteOptions = Pick<CallOptions, 'onMessages'>;

/** Writes, answers and edits: the reply's comment goes into the cached lists. */
export function useWriteComment(productId: number, options: CommentWriteOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Write, { client: queryClient }) => write(apiOf(queryClient), input, options.onMessages),
    // A form that shows the reply's messages shows a refusal's too, instead of a toast.
    meta: { quietFailure: options.onMessages !== undefined },
    onError: (error) => {
      if (error instanceof ApiError) options.onMessages?.(error.messages);
    },
    onSuccess: ({ comment, active_comment_count }, input) => {
      if (input.kind === 'edit') {
        patchLists(client, productId, (list) => ({
          ...list,
          comments: list.comments.map((entry) => (entry.id === comment.id ? comment : entry)),
        }));
      } else {
        patchLists(client, productId, (list) => withComment(list, comment, active_comment_count));
      }
      if (comment.isReviews) refreshReviewFigures(client, productId);
    },
  });
}

/** §4: deleting a comment also removes its replies (the reply names every id removed). */
export function useDeleteComment(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number, { client: queryClient }) => apiOf(queryClient).call(deleteEndpoint, { params: { id } }),
    onSuccess: ({ deleted, active_comment_count }) => {
      patchLists(client, productId, (list) => {
        if (!list.comments.some((entry) => deleted.includes(entry.id))) return list;
        return { ...list, active_comment_count, comments: list.comments.filter((entry) => !deleted.includes(entry.id)) };
      });
      refreshReviewFigures(client, productId);
    },
  });
}

export function useRateComment(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rate }: { id: number; rate: 1 | -1 }, { client: queryClient }) =>
      apiOf(queryClient).call(rateEndpoint, { params: { id }, body: { rate } }),
    onSuccess: ({ status, rating }, { id }) => {
      patchLists(client, productId, (list) => ({
        ...list,
        comments: list.comments.map((entry) => (entry.id === id ? { ...entry, rating, myRate: status } : entry)),
      }));
    },
  });
}
