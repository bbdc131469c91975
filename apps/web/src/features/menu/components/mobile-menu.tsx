import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { menuTexts } from '../texts.ts';
import styles from './menu.module.css';

const loadSheet = () => import('./mobile-menu-sheet.tsx');
const MobileMenuSheet = lazy(() => loadChunk(loadSheet).then((module) => ({ default: module.MobileMenuSheet })));

function CatalogueIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </svg>
  );
}

/** The bottom bar's 'Каталог' tab on mobile: opens the catalogue level by level (catalogue.md §4). */
export function MobileMenuTab({ className }: { className?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { key } = useLocation();
  const [shownAt, setShownAt] = useState(key);
  if (shownAt !== key) {
    setShownAt(key);
    if (open) setOpen(false);
  }
  return (
    <>
      <button
        type="button"
        className={[className, styles.tabButton, open ? styles.tabOpen : ''].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadSheet().catch(() => {})}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <CatalogueIcon />
        <span>{menuTexts.open}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
