import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorFallback } from '@/components/error-fallback.tsx';
import { ReloadPage } from '@/components/reload-page.tsx';
import { Toasts } from '@/components/toasts.tsx';
import { isChunkLoadError, reloadForFreshChunks } from '@/lib/chunk-reload.ts';
import { withTrailingSlash } from '@/lib/paths.ts';
import { useAppReadyMark } from '../app-ready.ts';
import { Redirect } from '../redirect.tsx';
import { ownRouteType } from '../screen-chunks.ts';
import { useScrollRestoration } from '../scroll-restoration.ts';

/** Trailing slashes are strict: '/cart?x=1' becomes '/cart/?x=1' without a history entry. */
export function RootRoute({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  useAppReadyMark(ownRouteType(pathname));
  useScrollRestoration();
  if (!pathname.endsWith('/')) {
    return <Redirect to={{ pathname: withTrailingSlash(pathname), search, hash }} />;
  }
  return (
    <>
      {children}
      <Toasts />
    </>
  );
}

export function RouteErrorFallback({ error }: { error: unknown }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForFreshChunks();
    else console.error(error);
  }, [error]);
  return <ErrorFallback />;
}

/** The shop layout failed to load (its code or what it must have): the error page with status 500 (§8). */
export function LayoutErrorFallback({ error }: { error: unknown }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForFreshChunks();
    else console.error(error);
  }, [error]);
  return <ReloadPage status={500} />;
}
