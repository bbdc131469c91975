import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { getPageQueryOptions } from '@/entities/page/api/get-page.ts';

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
 * sort query stays.
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
 * The page hot keys of a listing of `totalPages` pages. A key's page is loaded before the screen
 * moves to it, so the listing, and the keys it hears, stay while the page loads (a page rendered
 * from scratch would show a skeleton and hear none): a second key counts from the last address a
 * key asked for, and the screen moves only to the page of the last key (Ctrl+Right then Ctrl+Left
 * stays on the page; Ctrl+Right then Ctrl+Down goes to the last). Any other address rendered (a link,
 * the URL following the page read) ends that chain. `loading`: a key's page is on its way.
 */
export function usePageHotkeys(totalPages: number): { loading: boolean } {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  const rendered = pathname + search;
  /** Addresses keys asked for that the screen has not rendered yet, oldest first. */
  const asked = useRef<string[]>([]);
  const [loading, setLoading] = useState(false);
  /** Keys acted on so far: only the last one's page is rendered. */
  const presses = useRef(0);

  const ask = useCallback((addresses: string[]) => {
    asked.current = addresses;
    setLoading(addresses.length > 0);
  }, []);

  useEffect(() => {
    const reached = asked.current.indexOf(rendered);
    ask(reached === -1 ? [] : asked.current.slice(reached + 1));
  }, [ask, rendered]);

  // A page that arrives after the listing has gone is not rendered.
  useEffect(() => () => void (asked.current = []), []);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      const { target } = event;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const url = pageHotkeyTarget(event.key, asked.current.at(-1) ?? rendered, totalPages);
      if (!url) return;
      event.preventDefault();
      presses.current += 1;
      if (url === rendered) {
        ask([]);
        return;
      }
      ask([...asked.current, url]);
      const press = presses.current;
      // A page that fails to load is shown as its error page, as a link to it would show it.
      const loaded = () => {
        if (press === presses.current && asked.current.at(-1) === url) void navigate(url);
      };
      client.fetchQuery(getPageQueryOptions(url)).then(loaded, loaded);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ask, client, rendered, navigate, totalPages]);

  return { loading };
}
