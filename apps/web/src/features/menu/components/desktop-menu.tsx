import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { menuTexts } from '../texts.ts';
import styles from './menu.module.css';
import { Link } from '@/components/link.tsx';

const loadPanel = () => import('./desktop-menu-panel.tsx');
const DesktopMenuPanel = lazy(() => loadChunk(loadPanel).then((module) => ({ default: module.DesktopMenuPanel })));

export const DESKTOP_MENU_ID = 'catalogue-menu';

/** The shop's own lists, beside the menu button (catalogue.md §2 "Shortcut links"). */
const SHORTCUTS = [
  { to: '/sale/', label: menuTexts.sale },
  { to: '/popular/', label: menuTexts.popular },
  { to: '/categories/', label: menuTexts.allCategories },
  { to: '/brands/', label: menuTexts.allBrands },
] as const;

/**
 * The header's catalogue bar on desktop: the 'Каталог' button that opens the menu of sections,
 * groups and brands, and links to the shop's lists. The menu's code and data load when the
 * shopper reaches for the button, not with the page.
 */
export function DesktopMenuBar() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  // Following a link closes the menu.
  const [shownAt, setShownAt] = useState(key);
  if (shownAt !== key) {
    setShownAt(key);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const reach = () => {
    setWanted(true);
    void loadPanel().catch(() => {});
  };

  return (
    <div className={styles.bar}>
      <div className={styles.barInner}>
        <button
          ref={buttonRef}
          type="button"
          className={open ? `${styles.menuButton} ${styles.menuButtonOpen}` : styles.menuButton}
          aria-expanded={open}
          aria-controls={DESKTOP_MENU_ID}
          onPointerEnter={reach}
          onFocus={reach}
          onClick={() => {
            reach();
            setOpen(!open);
          }}
        >
          <span className={styles.burger} aria-hidden="true" />
          {menuTexts.open}
        </button>
        <nav aria-label={menuTexts.shortcuts}>
          <ul className={styles.shortcuts}>
            {SHORTCUTS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.shortcut}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <DesktopMenuPanel id={DESKTOP_MENU_ID} open={open} onClose={() => setOpen(false)} ignore={buttonRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
