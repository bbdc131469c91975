import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigation } from './navigation.tsx';

/** react-router's own key, so positions saved before a reload still count after it. */
const STORAGE_KEY = 'react-router-scroll-positions';

let positions: Record<string, number> = {};

/**
 * The scroll as react-router's ScrollRestoration keeps it: back and forward return to where the
 * shopper was on that entry (a reload too), a link to an anchor scrolls to it, any other navigation
 * goes to the top unless it asked to keep the scroll (`preventScrollReset`), as the listing does
 * while its address follows the page read.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigation = useAppNavigation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    try {
      positions = { ...JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}'), ...positions };
    } catch {
      // No storage, or not ours: positions start empty.
    }
  }, []);

  // The position is noted for the entry shown as the shopper scrolls, and written for a reload
  // when the page is left.
  useEffect(() => {
    const note = () => {
      if (shown.current !== null) positions[shown.current] = window.scrollY;
    };
    const leave = () => {
      note();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Without storage a reload starts at the top.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', leave);
    };
  }, []);

  useLayoutEffect(() => {
    // Once per entry shown (effects run twice in development).
    if (shown.current === location.key) return;
    const first = shown.current === null;
    shown.current = location.key;
    // A document opened afresh (a link from elsewhere, a typed address) is where the browser put
    // it, at its anchor if it has one: its entry has no key of the app's, and the position saved
    // under the same 'default' key belongs to an earlier document of the tab.
    if (first && openedAfresh()) return;
    const saved = positions[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not an element id: the page scrolls as for any other navigation.
      }
    }
    if (navigation?.keepsScroll(location)) return;
    window.scrollTo(0, 0);
  }, [location, navigation]);
}

/** Whether this document was opened by a navigation to it, not a reload or a step back or forward. */
function openedAfresh(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'navigate';
}
