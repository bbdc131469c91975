import { mayPrefetch, whenIdle } from '@/lib/prefetch-policy.ts';
import { preloadPath } from '../screen-chunks.ts';

/** A shop path of a link, or null for other sites, downloads, the API and the page shown. */
export function prefetchPathOf(anchor: HTMLAnchorElement, here: string): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  return url.pathname === here ? null : url.pathname;
}

/**
 * product-widgets-monitoring.md §9: the code behind the links in view is loaded when the browser
 * is idle (2 s at most), unless the connection is 2g or saves data. Links that appear later
 * (another route, widgets that load late) are watched too. Answers the function that stops it.
 */
export function watchLinks(pathname: string): () => void {
  if (!mayPrefetch() || typeof IntersectionObserver !== 'function') return () => {};
  const queue = new Set<string>();
  let cancelIdle: (() => void) | null = null;

  const flush = () => {
    cancelIdle = null;
    if (mayPrefetch()) queue.forEach(preloadPath);
    queue.clear();
  };

  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
      visible.unobserve(entry.target);
      const path = prefetchPathOf(entry.target, pathname);
      if (path) queue.add(path);
    }
    if (queue.size > 0 && !cancelIdle) cancelIdle = whenIdle(flush);
  });
  const watched = new WeakSet<Element>();
  const watchNewLinks = () => {
    for (const anchor of document.querySelectorAll('a[href]')) {
      if (watched.has(anchor)) continue;
      watched.add(anchor);
      visible.observe(anchor);
    }
  };
  // Links are first looked at in an idle moment: the page's own requests come first.
  let cancelWatch: (() => void) | null = whenIdle(() => {
    cancelWatch = null;
    watchNewLinks();
  });
  const added = new MutationObserver(() => {
    if (!cancelWatch)
      cancelWatch = whenIdle(() => {
        cancelWatch = null;
        watchNewLinks();
      });
  });
  added.observe(document.body, { childList: true, subtree: true });

  return () => {
    cancelWatch?.();
    cancelIdle?.();
    added.disconnect();
    visible.disconnect();
  };
}
