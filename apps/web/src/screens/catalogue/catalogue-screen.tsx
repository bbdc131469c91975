import type { CataloguePageSections } from '@shop/contracts/catalogue.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { ErrorPage } from '@/components/error-page.tsx';
import type { PageProps } from '@/entities/page/page-props.ts';
import { CatalogueDesktop } from '@/features/catalogue/components/catalogue-desktop.tsx';
import { CatalogueMobile } from '@/features/catalogue/components/catalogue-mobile.tsx';
import { listingAllowed } from '@/features/catalogue/base-lists.ts';
import { useRememberListUrl } from '@/lib/last-list-url.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';

export type CatalogueScreenProps = { page: PageData & { route: 'catalog' }; sections: CataloguePageSections };

/**
 * Route 'catalog': a category, brand, search result or base list, in the shopper's layout. A page
 * fetch of a listing path answers the whole listing; a products-only or count-only reply is not a page.
 */
export function Screen({ page }: PageProps<'catalog'>) {
  const { sections } = page;
  if (!('listing' in sections)) return <ErrorPage />;
  return <CatalogueScreen page={page} sections={sections} />;
}

function CatalogueScreen({ page, sections }: CatalogueScreenProps) {
  const siteVersion = useAppSelector(selectSiteVersion);
  // The product page's swipe right comes back here (product-widgets-monitoring.md §2).
  useRememberListUrl();
  // /history/ (desktop only) and /new/ only when the page data allows them (catalogue.md §2).
  if (!listingAllowed(sections, siteVersion === 'mobile')) return <ErrorPage />;
  // A new listing path mounts a fresh tree: its loaded run, sort and view start from its own data.
  const key = sections.listing.basePath;
  return siteVersion === 'mobile' ? (
    <CatalogueMobile key={key} page={page} sections={sections} />
  ) : (
    <CatalogueDesktop key={key} page={page} sections={sections} />
  );
}
