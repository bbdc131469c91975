import { useEffect } from 'react';
import { useAppSelector } from '@/lib/store.ts';
import { selectShopOrigin } from '@/lib/ui-slice.ts';
import type { HeadInput } from './page-head.ts';

/**
 * The head of the page shown, written when its data arrives and on every navigation
 * (product-widgets-monitoring.md §2). Its code comes after the first screen: a rendered page has its
 * head from the server, and no page's first load carries the builders.
 */
export function usePageHead({ page, title, path }: Omit<HeadInput, 'origin'>) {
  const origin = useAppSelector(selectShopOrigin);
  useEffect(() => {
    let shown = true;
    void import('./apply-head.ts').then(({ writeHead }) => {
      // A page left before the code came does not write its head over the next one's.
      if (shown) writeHead({ page, path, origin, ...(title === undefined ? {} : { title }) });
    });
    return () => {
      shown = false;
    };
  }, [page, title, path, origin]);
}

/** The head of a page that has no page data (an error, a route of the app's own): not to be indexed, nothing of the last page left. */
export function OwnPageHead({ path, title }: { path: string; title?: string }) {
  usePageHead({ page: null, path, ...(title === undefined ? {} : { title }) });
  return null;
}
