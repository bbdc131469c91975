import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { pageQueryKey } from './get-page.ts';

/**
 * When the current path's page data was fetched: the widget list compares it with its own widget
 * queries, so a page refetched after sign-in brings its newer widgets.
 */
export function usePageUpdatedAt(): number {
  const { pathname, search } = useLocation();
  return useQueryClient().getQueryState(pageQueryKey(pathname + search))?.dataUpdatedAt ?? 0;
}
