import { useEffect } from 'react';
import { TOAST_DEFAULT_MS } from '@shop/contracts/browser/site.ts';
import styles from './toasts-view.module.css';

export type ToastItem = {
  id: string;
  kind: 'error' | 'info' | 'success';
  text: string;
  durationMs?: number;
};

export type ToastsViewProps = {
  toasts: readonly ToastItem[];
  onClose: (id: string) => void;
  closeLabel?: string;
};

export function ToastsView({ toasts, onClose, closeLabel = 'Закрыть уведомление' }: ToastsViewProps) {
  return (
    <ol className={styles.stack} aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onClose={onClose} closeLabel={closeLabel} />
      ))}
    </ol>
  );
}

function Toast({ toast, onClose, closeLabel }: { toast: ToastItem; onClose: (id: string) => void; closeLabel: string }) {
  const { id, durationMs = TOAST_DEFAULT_MS } = toast;
  useEffect(() => {
    // Infinity: the toast stays until the shopper closes it.
    if (!Number.isFinite(durationMs)) return;
    const timer = setTimeout(() => onClose(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onClose]);

  return (
    <li className={`${styles.toast} ${styles[toast.kind] ?? ''}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span className={styles.text}>{toast.text}</span>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onClose(id)}>
        ×
      </button>
    </li>
  );
}
