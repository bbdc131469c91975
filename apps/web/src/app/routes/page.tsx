import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { CatalogPageSections } from '@shop/contracts/catalog.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { ErrorPage } from '@/components/error-page.tsx';
import { MessagePage } from '@/components/message-page.tsx';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { ButtonLink } from '@/components/button.tsx';
import { texts } from '@/config/texts.ts';
import { usePage } from '@/entities/page/api/get-page.ts';
import { readablePath } from '@/features/catalogue/filter-selection.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';

const CatalogScreen = lazy(() =>
  loadChunk(() => import('@/screens/catalog/catalog-screen.tsx')).then((m) => ({ default: m.Screen })),
);

const CartPage = lazy(() =>
  loadChunk(() => import('@/features/cart/components/cart-page.tsx')).then((m) => ({ default: m.CartPage })),
);
const CartWidget = lazy(() =>
  loadChunk(() => import('@/features/widgets/components/keyed-widget.tsx')).then((m) => ({ default: m.CartWidget })),
);

/** '/' and the catch-all: the server's route type for the path picks the screen. */
export function Component() {
  const { pathname, search } = useLocation();
  const page = usePage(pathname + search);
  if (page.isPending) return <PageSkeleton />;
  // A FAIL page reply (404 by default) is the error page.
  if (page.isError) {
    // A listing path with a broken filter, price or page segment shows what can be read of it.
    const readable = readablePath(pathname, search);
    return readable ? <Navigate replace to={readable} /> : <ErrorPage />;
  }
  return <PageScreen page={page.data} />;
}

function text(sections: PageData['sections'], key: string): string | undefined {
  const value = sections[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
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
      return (
        <Suspense fallback={<PageSkeleton />}>
          <CartPage related={<CartWidget />} />
        </Suspense>
      );
    case 'message':
      return (
        <MessagePage
          title={text(page.sections, 'title') ?? seoTitle}
          body={<SafeHtml html={text(page.sections, 'message') ?? text(page.sections, 'text') ?? ''} />}
          trace={text(page.sections, 'errorTrace')}
          actions={<ButtonLink to="/">{texts.soon.home}</ButtonLink>}
        />
      );
    case 'main':
      return <ComingSoon title={seoTitle || texts.soon.mainTitle} text={texts.soon.mainText} />;
    case 'catalog':
      // Until page data is typed per route, the BFF's catalogue reply is taken as the listing it is.
      return 'listing' in page.sections ? (
        <Suspense fallback={<PageSkeleton />}>
          <CatalogScreen page={{ ...page, route: 'catalog' }} sections={page.sections as unknown as CatalogPageSections} />
        </Suspense>
      ) : (
        <ErrorPage />
      );
    case 'assortment':
      return <ComingSoon title={seoTitle || texts.soon.product} />;
    case 'page':
      return <ComingSoon title={seoTitle || texts.soon.page} />;
  }
}
