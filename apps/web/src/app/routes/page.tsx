import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { PageData } from '@shop/contracts/page.ts';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { ErrorPage } from '@/components/error-page.tsx';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { texts } from '@/config/texts.ts';
import { usePage } from '@/entities/page/api/get-page.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { screenModules } from '../screen-chunks.ts';
import { contentSectionsOf, messageSectionsOf } from './page-sections.ts';

const CartPage = lazy(() =>
  loadChunk(() => import('@/features/cart/components/cart-page.tsx')).then((m) => ({ default: m.CartPage })),
);
const CartWidget = lazy(() =>
  loadChunk(() => import('@/features/widgets/components/keyed-widget.tsx')).then((m) => ({ default: m.CartWidget })),
);
const MainScreen = lazy(() => loadChunk(screenModules.main).then((m) => ({ default: m.Screen })));
const ContentPageScreen = lazy(() => loadChunk(screenModules.page).then((m) => ({ default: m.Screen })));
const MessageScreen = lazy(() => loadChunk(screenModules.message).then((m) => ({ default: m.Screen })));

/** '/' and the catch-all: the server's route type for the path picks the screen. */
export function Component() {
  const { pathname, search } = useLocation();
  const page = usePage(pathname + search);
  if (page.isPending) return <PageSkeleton />;
  // A FAIL page reply (404 by default) is the error page.
  if (page.isError) return <ErrorPage />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PageScreen page={page.data} />
    </Suspense>
  );
}

function PageScreen({ page }: { page: PageData }) {
  const seoTitle = page.seo.seo_title.trim();
  useDocumentTitle(seoTitle);
  switch (page.route) {
    case 'pagenotfound':
    case 'exception':
    case 'unknownErrorPage':
    case '404page':
      return <ErrorPage />;
    case 'cart':
      return <CartPage related={<CartWidget />} />;
    case 'message': {
      const sections = messageSectionsOf(page.sections);
      return sections ? <MessageScreen page={{ seo: page.seo, sections }} /> : <ErrorPage />;
    }
    case 'main':
      return <MainScreen page={page} />;
    case 'catalog':
      return <ComingSoon title={seoTitle || texts.soon.catalog} />;
    case 'assortment':
      return <ComingSoon title={seoTitle || texts.soon.product} />;
    case 'page': {
      const sections = contentSectionsOf(page.sections);
      return sections ? <ContentPageScreen page={{ seo: page.seo, sections }} /> : <ComingSoon title={seoTitle || texts.soon.page} />;
    }
  }
}
