import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { Comment } from '@shop/contracts/product.ts';
import { formatRussianMoscowDay } from '@shop/ui/russian-numbers.ts';
import { Stars } from '@shop/ui/stars.tsx';
import { Button } from '@/components/button.tsx';
import { isSignedIn, useCurrentUser } from '@/entities/user/api/get-user.ts';
import { useSignedInAction } from '@/entities/user/sign-in.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { useCommentList, useDeleteComment, useRateComment } from '@/features/product/api/comments.ts';
import type { CommentList, CommentListKind } from '@/features/product/api/comments.ts';
import { anchoredCommentId } from '../anchors.ts';
import type { CommentModalTask } from './comment-modal.tsx';
import { commentTexts } from '../comment-texts.ts';
import styles from './comments.module.css';
import { Link } from '@/components/link.tsx';

const CommentModal = lazy(() => loadChunk(() => import('./comment-modal.tsx')).then((m) => ({ default: m.CommentModal })));
const DeleteCommentModal = lazy(() =>
  loadChunk(() => import('./delete-comment-modal.tsx')).then((m) => ({ default: m.DeleteCommentModal })),
);

/** Threads shown at first and added by 'Показать ещё'. */
export const THREADS_PAGE = 10;

/** The first `threads` top-level comments with their replies. */
export function firstThreads(comments: readonly Comment[], threads: number): Comment[] {
  let seen = 0;
  const shown: Comment[] = [];
  for (const comment of comments) {
    if (comment.level === 0) seen += 1;
    if (seen > threads) break;
    shown.push(comment);
  }
  return shown;
}

/** How many threads must show for the comment to be among them (0 when it is not in the list). */
export function threadsUpTo(comments: readonly Comment[], id: number): number {
  let threads = 0;
  for (const comment of comments) {
    if (comment.level === 0) threads += 1;
    if (comment.id === id) return threads;
  }
  return 0;
}

/** Top-level reviews with a chosen star level, each with its replies; all when no level is chosen. */
export function filterByStars(comments: readonly Comment[], levels: ReadonlySet<number>): Comment[] {
  if (levels.size === 0) return [...comments];
  const shown: Comment[] = [];
  let keep = false;
  for (const comment of comments) {
    if (comment.level === 0) keep = comment.vote !== null && levels.has(comment.vote);
    if (keep) shown.push(comment);
  }
  return shown;
}

type SectionProps = {
  kind: CommentListKind;
  productId: number;
  /** The list in the page data and the shopper it was made for. */
  fromPage: CommentList;
  pageUserId: number | false | undefined;
};

/** §2, §4, §5: reviews ('Отзывы') or the forum ('Обсуждения') of a product. */
export function CommentsSection({ kind, productId, fromPage, pageUserId }: SectionProps) {
  const { data: user } = useCurrentUser();
  const userId = user?.id;
  const list = useCommentList(productId, kind, userId, userId === pageUserId ? fromPage : undefined).data ?? fromPage;
  const signedIn = isSignedIn(user);
  const signedInOnly = useSignedInAction();
  const [levels, setLevels] = useState<ReadonlySet<number>>(new Set());
  const [task, setTask] = useState<CommentModalTask | null>(null);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const remove = useDeleteComment(productId);
  const rate = useRateComment(productId);
  const [threads, setThreads] = useState(THREADS_PAGE);
  const filtered = useMemo(() => filterByStars(list.comments, levels), [list.comments, levels]);
  // §2 '#review-{id}': the comment the address names is shown even past the first threads, and scrolled to.
  const anchored = anchoredCommentId(useLocation().hash);
  const anchoredThreads = anchored === null ? 0 : threadsUpTo(filtered, anchored);
  const shown = firstThreads(filtered, Math.max(threads, anchoredThreads));
  useEffect(() => {
    if (anchored !== null && anchoredThreads > 0) document.getElementById(`review-${anchored}`)?.scrollIntoView({ block: 'start' });
  }, [anchored, anchoredThreads]);
  const reviews = list.type === 'review' ? list : null;
  const title = kind === 'reviews' ? commentTexts.reviews : commentTexts.forum;
  const toggleLevel = (vote: number) =>
    setLevels((current) => {
      const next = new Set(current);
      if (next.has(vote)) next.delete(vote);
      else next.add(vote);
      return next;
    });

  return (
    <section id={kind} className={styles.section} aria-labelledby={`${kind}-title`}>
      <header className={styles.header}>
        <h2 id={`${kind}-title`}>
          {title} <span className={styles.count}>{list.active_comment_count}</span>
        </h2>
        <Button
          variant="secondary"
          onClick={() => signedInOnly(() => setTask({ kind: kind === 'reviews' ? 'review' : 'comment', productId }))}
        >
          {kind === 'reviews' ? commentTexts.writeReview : commentTexts.askQuestion}
        </Button>
      </header>
      {reviews && reviews.votes.total > 0 ? (
        <div className={styles.filter} role="group" aria-label={commentTexts.starFilter}>
          <Stars vote={reviews.votes.vote} fills={reviews.general_vote_stars} />
          {reviews.filter_vote_list.map((level) => (
            <button
              key={level.vote}
              type="button"
              aria-pressed={levels.has(level.vote)}
              disabled={level.count === 0}
              onClick={() => toggleLevel(level.vote)}
            >
              {commentTexts.starFilterLevel(level.vote, level.count)}
            </button>
          ))}
        </div>
      ) : null}
      {list.comments.length === 0 ? (
        <p className={styles.empty}>{kind === 'reviews' ? commentTexts.noReviews : commentTexts.noForum}</p>
      ) : (
        <ol className={styles.list}>
          {shown.map((comment) => (
            <li key={comment.id} id={`review-${comment.id}`} className={styles.comment} style={{ marginLeft: comment.level * 24 }}>
              <p className={styles.meta}>
                <Link to={comment.authorUrl}>{comment.author}</Link>
                {/* The shop's own time (Moscow), on the server that renders the page and in every browser alike. */}
                <time dateTime={comment.created}>{formatRussianMoscowDay(new Date(comment.created))}</time>
                {comment.vote !== null ? <Stars vote={comment.vote} fills={comment.stars ?? undefined} /> : null}
              </p>
              {/* Shoppers' texts are plain text: React escapes them, markup shows as typed. */}
              {comment.body ? <p className={styles.body}>{comment.body}</p> : null}
              {comment.pros_body ? (
                <p>
                  <strong>{commentTexts.pros}:</strong> {comment.pros_body}
                </p>
              ) : null}
              {comment.cons_body ? (
                <p>
                  <strong>{commentTexts.cons}:</strong> {comment.cons_body}
                </p>
              ) : null}
              <div className={styles.actions}>
                <span>
                  <span aria-hidden="true">{comment.rating > 0 ? `+${comment.rating}` : comment.rating}</span>
                  <span className="visually-hidden">{commentTexts.rating(comment.rating)}</span>
                </span>
                {signedIn ? (
                  <>
                    <button
                      type="button"
                      aria-label={commentTexts.rateUp}
                      aria-pressed={comment.myRate === 1}
                      onClick={() => rate.mutate({ id: comment.id, rate: 1 })}
                    >
                      +1
                    </button>
                    <button
                      type="button"
                      aria-label={commentTexts.rateDown}
                      aria-pressed={comment.myRate === -1}
                      onClick={() => rate.mutate({ id: comment.id, rate: -1 })}
                    >
                      −1
                    </button>
                  </>
                ) : null}
                {list.allowReplies ? (
                  <button type="button" onClick={() => signedInOnly(() => setTask({ kind: 'answer', productId, parent: comment }))}>
                    {commentTexts.reply}
                  </button>
                ) : null}
                {signedIn && list.moderatorMode ? (
                  <>
                    <button type="button" onClick={() => setTask({ kind: 'edit', productId, comment })}>
                      {commentTexts.edit}
                    </button>
                    <button type="button" onClick={() => setDeleting(comment)}>
                      {commentTexts.remove}
                    </button>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      {shown.length < filtered.length ? (
        <Button variant="ghost" onClick={() => setThreads(Math.max(threads, anchoredThreads) + THREADS_PAGE)}>
          {commentTexts.showMore}
        </Button>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteCommentModal
            onConfirm={() => {
              remove.mutate(deleting.id);
              setDeleting(null);
            }}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      ) : null}
      {task ? (
        <Suspense fallback={null}>
          <CommentModal task={task} onClose={() => setTask(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
