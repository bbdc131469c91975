import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { whenReady } from '../when-ready.ts';

/**
 * Link prefetch (link-prefetch.ts) for the page shown: its code comes once the app is ready, as the
 * links it watches are looked at only when the browser is idle.
 */
export function useLinkPrefetch(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void whenReady()
      .then(() => import('./link-prefetch.ts'))
      .then(({ watchLinks }) => {
        if (!left) stop = watchLinks(pathname);
      })
      // Without it the links work as they do, their code loaded on the click.
      .catch(() => {});
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname]);
}
