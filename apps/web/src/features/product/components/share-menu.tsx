import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { SHARE_MENU_CLOSE_MS } from '../share.ts';
import { useOutsideClose } from '../use-outside-close.ts';
import { windowTexts } from '../window-texts.ts';
import styles from './share-menu.module.css';

// The choices are code a product page's first load need not carry: no page is rendered with the menu open.
const ShareTargets = lazy(() => import('./share-targets.tsx'));

/** §2 share: the button, and its menu, which closes 500 ms after a choice, on a press outside or on Escape. */
export function ShareMenu({ path, title }: { path: string; title: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClose(open, ref, close);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, SHARE_MENU_CLOSE_MS);
  };

  return (
    <div ref={ref} className={styles.share}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="18" cy="5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="6" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="18" cy="19" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        {windowTexts.share.open}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShareTargets id={menuId} path={path} title={title} onChosen={closeSoon} />
        </Suspense>
      ) : null}
    </div>
  );
}
