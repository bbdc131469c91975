import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Bottom sheet (mobile layout); narrow screens get it anyway. */
  sheet?: boolean;
  closeLabel?: string;
  /** Width on desktop: 480 px by default, 720 px large, up to 1160 px wide (a window with a map). */
  size?: 'default' | 'large' | 'wide';
};

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector));
}

export function Modal({ open, onClose, title, children, sheet = false, closeLabel = 'Закрыть', size = 'default' }: ModalProps) {
  if (!open) return null;
  return createPortal(
    <ModalDialog onClose={onClose} title={title} sheet={sheet} closeLabel={closeLabel} size={size}>
      {children}
    </ModalDialog>,
    document.body,
  );
}

/**
 * The control marked `data-initial-focus` (a confirmation's safe choice), else the dialog's first
 * control other than its close button, else the dialog itself.
 */
function focusFirst(dialog: HTMLElement): void {
  const items = focusables(dialog);
  const first =
    items.find((element) => element.dataset.initialFocus !== undefined) ??
    items.find((element) => element.dataset.modalClose === undefined);
  (first ?? dialog).focus();
}

function ModalDialog({ onClose, title, children, sheet, closeLabel, size }: Omit<ModalProps, 'open'>) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialogRef.current) focusFirst(dialogRef.current);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  // Content that takes the place of the focused control (a form giving way to its success) drops
  // focus to the page's body, where Tab leaves the dialog and Escape no longer reaches it: it comes
  // back to the dialog's first control.
  useEffect(() => {
    const active = document.activeElement;
    if (dialogRef.current && (active === null || active === document.body)) focusFirst(dialogRef.current);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={[styles.overlay, sheet ? styles.sheet : ''].filter(Boolean).join(' ')}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={size && size !== 'default' ? `${styles.dialog} ${styles[size]}` : styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={closeLabel} data-modal-close="" onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </div>
  );
}
