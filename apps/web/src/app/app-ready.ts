import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { VitalsRoute } from '@shop/contracts/vitals.ts';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion, toastAdded } from '@/lib/ui-slice.ts';
import { startCartSender } from './cart-sender.ts';
import { reportBrowserErrorsOn } from './browser-errors.ts';
import { startWebVitals } from './web-vitals.ts';

/**
 * Marks the document (html[data-app-ready]) once the app has taken the page over: from then on
 * every control works. A page drawn on the server is readable, and its links work, before that.
 * The app takes a drawn page over in slices, and the screen of a page route last (its code comes
 * in a chunk of its own), so the page route marks from inside the screen's boundary and the root
 * marks every other route. `route` is the route type taken over, null while there is none yet.
 *
 * The first mark is the app-ready moment of the document: its web vitals start being measured
 * then, filed under that route type and the layout, and its errors start being reported, filed
 * under the route type shown at the time. Cart changes made offline start being sent then too.
 */
export function useAppReadyMark(route: VitalsRoute | null): void {
  const layout = useAppSelector(selectSiteVersion);
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (route === null) return;
    reportBrowserErrorsOn({ route, layout });
    const root = document.documentElement;
    if (root.dataset.appReady !== undefined) return;
    root.dataset.appReady = '';
    startWebVitals({ route, layout });
    startCartSender(queryClient, (messages) => {
      for (const { text } of messages) dispatch(toastAdded({ kind: 'error', text, durationMs: Number.POSITIVE_INFINITY }));
    });
  }, [route, layout, queryClient, dispatch]);
}

/** Marks the document when its boundary has been drawn or taken over. */
export function AppReadyMark({ route }: { route: VitalsRoute }): null {
  useAppReadyMark(route);
  return null;
}
