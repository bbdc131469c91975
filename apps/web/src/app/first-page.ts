import type { QueryClient } from '@tanstack/react-query';
import { getPageQueryOptions } from '@/entities/page/api/get-page.ts';
import { isPagePath } from './screen-chunks.ts';
import { preloadScreen } from './screen-registry.ts';

/**
 * The first screen's page data and code start loading with the app rather than after the route's
 * own chunks have arrived and rendered: the page request goes out at once, and the screen of the
 * route type it names loads while the rest of the shell does. The page route then finds both
 * ready (the same query key, so one request). A path without its trailing slash is redirected by
 * the root route first, so it is left to that route.
 */
export function startFirstPage(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }): void {
  if (!pathname.endsWith('/') || !isPagePath(pathname)) return;
  // The front door is the main page: its screen need not wait for the page data to say so.
  if (pathname === '/') preloadScreen('main');
  queryClient
    .fetchQuery(getPageQueryOptions(pathname + search))
    .then((page) => preloadScreen(page.route))
    // A failed page is the page route's to show (the error page); nothing to do here.
    .catch(() => {});
}
