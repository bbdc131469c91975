import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { PageData } from '@shop/contracts/page.ts';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { ErrorPage } from '@/components/error-page.tsx';
import { MessagePage } from '@/components/message-page.tsx';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { ButtonLink } from '@/components/button.tsx';
import { texts } from '@/config/texts.ts';
import { checkoutSlot } from '@/features/checkout/components/checkout-slot.tsx';
import { usePage } from '@/entities/page/api/get-page.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';

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
  if (page.isError) return <ErrorPage />;
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
          <CartPage related={<CartWidget />} checkout={checkoutSlot} />
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
      return <ComingSoon title={seoTitle || texts.soon.catalog} />;
    case 'assortment':
      return <ComingSoon title={seoTitle || texts.soon.product} />;
    case 'page':
      return <ComingSoon title={seoTitle || texts.soon.page} />;
  }
}
