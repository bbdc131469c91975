import { useEffect, useRef, useState } from 'react';
import { HISTORY_COMMENT_MAX } from '@shop/contracts/browser/orders.ts';
import type { OrderHistoryItem } from '@shop/contracts/orders.ts';
import { useChangeHistoryComment } from '@/features/orders/api/change-history-comment.ts';
import { orderTexts } from '@/features/orders/texts.ts';
import styles from './order-history.module.css';

/**
 * The comment of one order: a click turns it into a field, and a change (leaving the field or
 * Enter) saves it (cart-and-ordering.md §4 "Order history"). A failed save keeps what was typed
 * in the field, and the server's message comes as a toast.
 */
export function HistoryComment({ order }: { order: OrderHistoryItem }) {
  const t = orderTexts.history;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(order.comment);
  const save = useChangeHistoryComment();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // One change, one request: Enter's save disables the field, and the browser then takes focus
  // from it, a blur that would send the same comment again (as would one while the field goes).
  const sending = useRef(false);
  const label = t.editComment(order.invoice_number);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  const commit = () => {
    if (sending.current) return;
    if (draft === order.comment && !save.isError) {
      setEditing(false);
      return;
    }
    sending.current = true;
    save.mutate(
      { orderId: order.id, comment: draft },
      {
        onSuccess: () => setEditing(false),
        // A failed save may be tried again, with Enter or by leaving the field.
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  const edit = () => {
    sending.current = false;
    setEditing(true);
  };

  if (!editing) {
    return (
      <button type="button" className={styles.comment} onClick={edit}>
        {/* The visible text stays part of the name (axe label-content-name-mismatch). */}
        <span className={styles.visuallyHidden}>{label}: </span>
        {order.comment || <span className={styles.placeholder}>{t.addComment}</span>}
      </button>
    );
  }
  return (
    <textarea
      ref={inputRef}
      className={save.isError ? `${styles.commentInput} ${styles.invalid}` : styles.commentInput}
      aria-label={label}
      aria-invalid={save.isError || undefined}
      value={draft}
      maxLength={HISTORY_COMMENT_MAX}
      rows={2}
      disabled={save.isPending}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.shiftKey) {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          setDraft(order.comment);
          save.reset();
          setEditing(false);
        }
      }}
    />
  );
}
