import { useLocation } from 'react-router';
import { useSyncExternalStore } from 'react';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';

export const FAVORITES_PATH = '/favorites/';

/** Where a widget is shown: the layout, and whether favourites may be removed here (§2: desktop favourites page only). */
export function useWidgetPlace() {
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  const { pathname } = useLocation();
  return { mobile, favoritesPage: !mobile && pathname === FAVORITES_PATH };
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
