import { useEffect } from 'react';

/**
 * Marks the document (html[data-app-ready]) once the app has taken the page over: from then on
 * every control works. A page drawn on the server is readable, and its links work, before that.
 * The app takes a drawn page over in slices, and the screen of a page route last (its code comes
 * in a chunk of its own), so the page route marks from inside the screen's boundary and the root
 * marks every other route.
 */
export function useAppReadyMark(when: boolean): void {
  useEffect(() => {
    if (when) document.documentElement.dataset.appReady = '';
  }, [when]);
}

/** Marks the document when its boundary has been drawn or taken over. */
export function AppReadyMark(): null {
  useAppReadyMark(true);
  return null;
}
