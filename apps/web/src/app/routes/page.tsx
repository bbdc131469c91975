import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PageData } from '@shop/contracts/page.ts';
import { ErrorPage } from '@/components/error-page.tsx';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { usePage } from '@/entities/page/api/get-page.ts';
import { usePageSeo } from '@/entities/page/seo.ts';
import { readablePath } from '@/features/catalogue/filter-selection.ts';
import { AppReadyMark, useAppReadyMark } from '../app-ready.ts';
import { screenRegistry } from '../screen-registry.ts';

/** '/' and the catch-all: the server's route type for the path picks the screen. */
export function Component() {
  const { pathname, search } = useLocation();
  const page = usePage(pathname + search);
  // A page that could not be fetched shows the error page of a failed page fetch (route '404page').
  useAppReadyMark(page.isError ? '404page' : null);
  if (page.isPending) return <PageSkeleton />;
  // A FAIL page reply (404 by default) is the error page, except that a listing path with a broken
  // filter, price or page segment shows what can be read of it.
  if (page.isError) {
    const readable = readablePath(pathname, search);
    return readable ? <Navigate replace to={readable} /> : <ErrorPage />;
  }
  return <PageScreen page={page.data} />;
}

function PageScreen({ page }: { page: PageData }) {
  usePageSeo(page.seo);
  // The registry pairs each route type with the screen of that type's page data.
  const Screen = screenRegistry[page.route] as ComponentType<{ page: PageData }>;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Screen page={page} />
      <AppReadyMark route={page.route} />
    </Suspense>
  );
}
