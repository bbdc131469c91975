import { useLocation } from 'react-router';
import type { ProductPage } from '@shop/contracts/product.ts';
import type { PageUser, Seo } from '@shop/contracts/page.ts';
import { ProductPageDesktop, ProductPageMobile } from '@/features/product/components/product-page.tsx';
import { TemplateWidgetView } from '@/features/widgets/components/template-widget-view.tsx';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';

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
