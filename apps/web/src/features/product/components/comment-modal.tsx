import { useId, useState, type FormEvent } from 'react';
import type { Message } from '@shop/contracts/envelope.ts';
import type { Comment } from '@shop/contracts/product.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { Button } from '@/components/button.tsx';
import { useWriteComment } from '@/features/product/api/comments.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { commentTexts } from '../comment-texts.ts';
import styles from './comments.module.css';

export type CommentModalTask =
  | { kind: 'review' | 'comment'; productId: number }
  | { kind: 'answer'; productId: number; parent: Comment }
  | { kind: 'edit'; productId: number; comment: Comment };

/** Comment modal (§2): an answer, a comment, or a review with 1–5 stars; edits too. */
export function CommentModal({ task, onClose }: { task: CommentModalTask; onClose: () => void }) {
  const editing = task.kind === 'edit' ? task.comment : null;
  const review = task.kind === 'review' || editing?.type === 'review';
  const [text, setText] = useState(editing?.body ?? '');
  const [pros, setPros] = useState(editing?.pros_body ?? '');
  const [cons, setCons] = useState(editing?.cons_body ?? '');
  const [vote, setVote] = useState<number | null>(editing?.vote ?? null);
  const [failure, setFailure] = useState<readonly Message[]>([]);
  const write = useWriteComment(task.productId, { onMessages: setFailure });
  const sheet = useAppSelector(selectSiteVersion) === 'mobile';
  const ids = { text: useId(), pros: useId(), cons: useId() };
  const title = task.kind === 'edit' ? commentTexts.commentModal.edit : commentTexts.commentModal[task.kind];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure([]);
    const voteField = review && vote !== null ? { vote } : {};
    const input =
      task.kind === 'edit'
        ? {
            kind: 'edit' as const,
            id: task.comment.id,
            body: { text, ...(review ? { prosText: pros, consText: cons } : {}), ...voteField },
          }
        : task.kind === 'answer'
          ? { kind: 'reply' as const, id: task.parent.id, text }
          : {
              kind: 'add' as const,
              body: { productId: task.productId, type: task.kind, text, prosText: pros, consText: cons, ...voteField },
            };
    // A refused comment keeps what was typed: the modal stays open with the server's words.
    write.mutate(input, { onSuccess: onClose });
  };

  return (
    <Modal open onClose={onClose} title={title} sheet={sheet}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {review ? (
          <fieldset className={styles.voteField}>
            <legend>{commentTexts.yourVote}</legend>
            {[1, 2, 3, 4, 5].map((star) => (
              <label key={star} className={vote !== null && star <= vote ? styles.starOn : styles.starOff}>
                <input
                  type="radio"
                  name="vote"
                  value={star}
                  checked={vote === star}
                  onChange={() => setVote(star)}
                  aria-label={commentTexts.voteStar(star)}
                />
                ★
              </label>
            ))}
          </fieldset>
        ) : null}
        {review ? (
          <>
            <label htmlFor={ids.pros}>{commentTexts.pros}</label>
            <textarea id={ids.pros} value={pros} onChange={(event) => setPros(event.target.value)} rows={2} />
            <label htmlFor={ids.cons}>{commentTexts.cons}</label>
            <textarea id={ids.cons} value={cons} onChange={(event) => setCons(event.target.value)} rows={2} />
          </>
        ) : null}
        <label htmlFor={ids.text}>{commentTexts.commentText}</label>
        <textarea id={ids.text} value={text} onChange={(event) => setText(event.target.value)} rows={4} />
        {failure.length > 0 ? (
          <div role="alert" className={styles.error}>
            {failure.map((message) => (
              <p key={message.text}>{message.text}</p>
            ))}
          </div>
        ) : null}
        <Button type="submit" disabled={write.isPending}>
          {commentTexts.send}
        </Button>
      </form>
    </Modal>
  );
}
