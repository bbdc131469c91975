import { useLocation } from 'react-router';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';

export const FAVORITES_PATH = '/favorites/';

/**
 * Whether a widget may open the page's first screen: only then are its first pictures loaded at
 * once; further down they wait until scrolled near, so they do not compete with the first screen's.
 */
export const FirstScreenContext = createContext(true);

/**
 * Where a widget is shown: the layout, whether favourites may be removed here (§2: desktop
 * favourites page only), and whether it may be on the first screen.
 */
export function useWidgetPlace() {
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  const { pathname } = useLocation();
  const firstScreen = useContext(FirstScreenContext);
  return { mobile, favoritesPage: !mobile && pathname === FAVORITES_PATH, firstScreen };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}
