import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { VitalsRoute } from '@shop/contracts/vitals.ts';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion, toastAdded } from '@/lib/ui-slice.ts';
import { startCartSender } from './cart-sender.ts';
import { releaseWhenReady } from './when-ready.ts';
import { reportBrowserErrorsOn } from './browser-errors.ts';
import { startWebVitals } from './web-vitals.ts';

/**
 * Marks the document (html[data-app-ready]) once the app has hydrated or rendered the page: from then on
 * every control works. A page rendered on the server is readable, and its links work, before that.
 * The app hydrates a server-rendered page in slices, and the screen of a page route last (its code comes
 * in a chunk of its own), so the page route marks from inside the screen's boundary and the root
 * marks every other route. `route` is the route type hydrated or rendered, null while there is none yet.
 *
 * The first mark is the app-ready moment of the document: its web vitals start being measured
 * then, filed under that route type and the layout, its errors start being reported, filed
 * under the route type shown at the time, what waits for it starts (the layout's later parts,
 * link prefetch), the service worker is registered, and cart changes made offline start being sent.
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
    releaseWhenReady();
    startWebVitals({ route, layout });
    startOfflineReading();
    startCartSender(queryClient, (messages) => {
      for (const { text } of messages) dispatch(toastAdded({ kind: 'error', text, durationMs: Number.POSITIVE_INFINITY }));
    });
  }, [route, layout, queryClient, dispatch]);
}

/**
 * The service worker and the offline line come after the app is ready, from a chunk of their
 * own: the first load carries none of them. Never in development or mock mode, where MSW's worker
 * answers the calls.
 */
function startOfflineReading(): void {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'mocks') return;
  // Without it the shop works as before, only not offline.
  import('./offline/offline.ts').catch(() => {});
}

/** Marks the document when its boundary has been rendered or hydrated. */
export function AppReadyMark({ route }: { route: VitalsRoute }): null {
  useAppReadyMark(route);
  return null;
}
