import { useEffect } from 'react';
import { useLocation } from 'react-router';

const KEY = 'last-list-url';

/** Remembers a listing the shopper looked at (category, search, base list) for this tab's session. */
export function rememberListUrl(url: string): void {
  try {
    window.sessionStorage.setItem(KEY, url);
  } catch {
    // storage refused (private mode, quota): the swipe falls back to the product's category
  }
}

/** The last listing viewed in this tab, or null. */
export function lastListUrl(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** A listing screen records its address (path and query) whenever it changes. */
export function useRememberListUrl(): void {
  const { pathname, search } = useLocation();
  useEffect(() => rememberListUrl(pathname + search), [pathname, search]);
}
