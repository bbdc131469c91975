import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigation } from './navigation.tsx';

/** react-router's own key, so positions kept before a reload still count after it. */
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
  const shown = useRef(location.key);

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
      positions[shown.current] = window.scrollY;
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
    shown.current = location.key;
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
