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

function ModalDialog({ onClose, title, children, sheet, closeLabel, size }: Omit<ModalProps, 'open'>) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const first = focusables(dialog).find((element) => element.dataset.modalClose === undefined);
      (first ?? dialog).focus();
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

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
