import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useRouteError } from 'react-router';
import { ErrorFallback } from '@/components/error-fallback.tsx';
import { ServerErrorPage } from '@/components/server-error-page.tsx';
import { Toasts } from '@/components/toasts.tsx';
import { isChunkLoadError, reloadForFreshChunks } from '@/lib/chunk-reload.ts';
import { withTrailingSlash } from '@/lib/paths.ts';

/**
 * Marks the document once the app runs its first effects: from then on every control works (a
 * page drawn on the server is readable, and its links work, before that).
 */
function useAppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
}

/** Trailing slashes are strict: '/cart?x=1' becomes '/cart/?x=1' without a history entry. */
export function RootRoute() {
  useAppReadyMark();
  const { pathname, search, hash } = useLocation();
  if (!pathname.endsWith('/')) {
    return <Navigate replace to={{ pathname: withTrailingSlash(pathname), search, hash }} />;
  }
  return (
    <>
      <Outlet />
      <Toasts />
      <ScrollRestoration />
    </>
  );
}

export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForFreshChunks();
    else console.error(error);
  }, [error]);
  return <ErrorFallback />;
}

/** The shop layout failed to load (its code or what it must have): the error page with status 500 (§8). */
export function LayoutErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForFreshChunks();
    else console.error(error);
  }, [error]);
  return <ServerErrorPage />;
}
