import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const PAGE_SUFFIX = /page-(\d+)\/$/;

/** The listing path without its page suffix, and the page it names (1 without a suffix). */
function pageOf(pathname: string): { listing: string; page: number } {
  const match = PAGE_SUFFIX.exec(pathname);
  return match ? { listing: pathname.slice(0, match.index), page: Number(match[1]) } : { listing: pathname, page: 1 };
}

/**
 * Ctrl+Right/Left: next and previous page; Ctrl+Down/Up: last and first (catalogue.md §4). The
 * target is counted from `from`, the address the shopper is on, with the page suffix of the
 * listing grammar (catalogue.md §2: "A page number is added to the URL as a page suffix"); the
 * sort query is kept.
 */
export function pageHotkeyTarget(key: string, from: string, totalPages: number): string | null {
  const query = from.indexOf('?');
  const pathname = query === -1 ? from : from.slice(0, query);
  const search = query === -1 ? '' : from.slice(query);
  const { listing, page } = pageOf(pathname);
  const last = Math.max(1, totalPages);
  const target = { ArrowRight: page + 1, ArrowLeft: page - 1, ArrowDown: last, ArrowUp: 1 }[key];
  if (target === undefined || target < 1 || target > last || target === page) return null;
  return `${listing}${target > 1 ? `page-${target}/` : ''}${search}`;
}

/**
 * The page hot keys of a listing of `totalPages` pages. The router draws a navigation a moment
 * after the address changes, so a second key may come while the screen still shows an older
 * page, and even while it draws a page between (Ctrl+Right then Ctrl+Down draws page 2 while the
 * address is already the last page). Each key counts from the last address a key asked for until
 * the screen has drawn it; any other address drawn (a link, the URL following the page read)
 * ends that chain.
 */
export function usePageHotkeys(totalPages: number) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const drawn = pathname + search;
  /** Addresses keys asked for that the screen has not drawn yet, oldest first. */
  const asked = useRef<string[]>([]);

  useEffect(() => {
    const reached = asked.current.indexOf(drawn);
    asked.current = reached === -1 ? [] : asked.current.slice(reached + 1);
  }, [drawn]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      const { target } = event;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const url = pageHotkeyTarget(event.key, asked.current.at(-1) ?? drawn, totalPages);
      if (!url) return;
      event.preventDefault();
      asked.current = [...asked.current, url];
      void navigate(url);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawn, navigate, totalPages]);
}
