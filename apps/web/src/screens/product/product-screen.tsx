import { useLocation } from 'react-router';
import type { ProductPage } from '@shop/contracts/product.ts';
import type { PageUser, Seo } from '@shop/contracts/page.ts';
import { progressivePart } from '@/components/progressive-part.tsx';
import { ProductPageDesktop, ProductPageMobile } from '@/features/product/components/product-page.tsx';
import { templateWidgetStyles } from '@/features/widgets/components/template-widget-styles.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';

// The accessories' and analogs' strips sit below the buy block: hydrated after the first screen.
const TemplateWidgetView = progressivePart(
  () => import('@/features/widgets/components/template-widget-view.tsx').then((m) => m.TemplateWidgetView),
  { styles: templateWidgetStyles },
);

export type ProductScreenProps = { page: { seo: Seo; sections: ProductPage; user?: PageUser } };

/** Route 'assortment': the product page, desktop or mobile tree by site version. */
export function Screen({ page }: ProductScreenProps) {
  const { pathname } = useLocation();
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  const product = page.sections;
  const props = {
    product,
    seoDescription: page.seo.seo_desc,
    currentPath: pathname,
    pageUserId: page.user?.id,
    slots: {
      sputnik: <TemplateWidgetView widget={product.sputnik} />,
      analogs: <TemplateWidgetView widget={product.analogs} />,
    },
  };
  return mobile ? <ProductPageMobile {...props} /> : <ProductPageDesktop {...props} />;
}
