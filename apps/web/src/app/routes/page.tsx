import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { PageData } from '@shop/contracts/page.ts';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { ReloadPage, UNAVAILABLE_STATUSES } from '@/components/reload-page.tsx';
import { usePage } from '@/entities/page/api/get-page.ts';
import { OwnPageHead, usePageHead } from '@/entities/page/head/use-page-head.ts';
import { ApiError } from '@/lib/api-client.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { AppReadyMark } from '../app-ready.ts';
import { screenRegistry } from '../screen-registry.ts';

const PageError = lazy(() => loadChunk(() => import('./page-error.tsx')).then((m) => ({ default: m.PageError })));

/** '/' and the catch-all: the server's route type for the path picks the screen. */
export function Component() {
  const { pathname, search } = useLocation();
  const page = usePage(pathname + search);
  if (page.isPending) return <PageSkeleton />;
  if (page.isError) {
    const error = page.error instanceof ApiError ? page.error : undefined;
    return (
      <Suspense fallback={<PageSkeleton />}>
        {error && UNAVAILABLE_STATUSES.has(error.status) ? (
          <ReloadPage status={503} />
        ) : (
          <PageError pathname={pathname} search={search} route={error?.route} />
        )}
        <OwnPageHead path={pathname + search} />
        {/* The error page of a failed page fetch (route '404page'). */}
        <AppReadyMark route="404page" />
      </Suspense>
    );
  }
  return <PageScreen page={page.data} path={pathname + search} />;
}

function PageScreen({ page, path }: { page: PageData; path: string }) {
  usePageHead({ page, path });
  // The registry pairs each route type with the screen of that type's page data.
  const Screen = screenRegistry[page.route] as ComponentType<{ page: PageData }>;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Screen page={page} />
      <AppReadyMark route={page.route} />
    </Suspense>
  );
}
