import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Pagination } from '@shop/contracts/catalog.ts';

/** Ctrl+Right/Left: next and previous page; Ctrl+Down/Up: last and first (catalogue.md §4). */
export function pageHotkeyTarget(key: string, pagination: Pagination, firstUrl: string): string | null {
  switch (key) {
    case 'ArrowRight':
      return pagination.nextPageUrl;
    case 'ArrowLeft':
      return pagination.prevPageUrl;
    case 'ArrowDown':
      return pagination.page < pagination.totalPages ? pagination.lastPageUrl : null;
    case 'ArrowUp':
      return pagination.page > 1 ? firstUrl : null;
    default:
      return null;
  }
}

export function usePageHotkeys(pagination: Pagination, firstUrl: string) {
  const navigate = useNavigate();
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const url = pageHotkeyTarget(event.key, pagination, firstUrl);
      if (!url) return;
      event.preventDefault();
      void navigate(url);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [firstUrl, navigate, pagination]);
}
