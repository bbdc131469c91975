import { useState } from 'react';
import { useLocation } from 'react-router';
import type { CataloguePageSections } from '@shop/contracts/catalogue.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { ActionButtonLink } from '@/components/button.tsx';
import { firstPageSize, nextCount, hasNext, hasPrevious } from '../listing-session.ts';
import { DownloadButton, EmptyState, FiltersPanel, PageHotkeys, PaginationNav, ViewSwitch } from '../later-parts.ts';
import { catalogueTexts } from '../texts.ts';
import { firstPageUrl, useListing } from '../use-listing.ts';
import { ListingTitle } from './listing-title.tsx';
import { CATALOGUE_SKELETONS, LIST_SKELETONS, ProductList, SkeletonCards } from './product-list.tsx';
import { SortPanel } from './sort-panel.tsx';
import { useViewMode } from './use-view-mode.ts';
import styles from './catalogue.module.css';

/** Desktop category, search and base-list page (catalogue.md §2 "Desktop category page"). */
export function CatalogueDesktop({ page, sections }: { page: PageData; sections: CataloguePageSections }) {
  const listing = useListing(page, sections);
  const { session, loading } = listing;
  const location = useLocation();
  const url = location.pathname + location.search;
  const firstUrl = firstPageUrl(sections.pagination, url);
  const { view, change } = useViewMode(sections.viewMode, firstUrl);
  const [keyPageLoading, setKeyPageLoading] = useState(false);
  const { sortName, sortDir, perRow, total } = sections.productsParams;
  const empty = total === 0 && session.products.length === 0;

  return (
    <div className={styles.page}>
      <PageHotkeys totalPages={sections.pagination.totalPages} onLoading={setKeyPageLoading} />
      <ListingTitle sections={sections} mobile={false} />
      <div className={styles.layout}>
        {sections.filters.length > 0 ? <FiltersPanel key={JSON.stringify(sections.selectedFilters)} sections={sections} /> : null}
        <div className={styles.content}>
          {empty ? (
            <EmptyState sections={sections} />
          ) : (
            <>
              <div className={styles.toolbar}>
                {sections.hideSortPanel ? null : (
                  <SortPanel
                    field={sortName}
                    dir={sortDir}
                    onChoose={(field) => void listing.chooseSort(field)}
                    busy={loading === 'sort'}
                    hrefOf={listing.sortHrefOf}
                  />
                )}
                <div className={styles.toolbarEnd}>
                  <ViewSwitch view={view} path={firstUrl} onChange={change} />
                  <DownloadButton products={session.products} title={sections.listing.title} />
                </div>
              </div>
              {hasPrevious(session) && session.first.prevPageUrl ? (
                <ActionButtonLink to={session.first.prevPageUrl} onAction={() => void listing.loadPrevious()} disabled={loading !== null}>
                  {catalogueTexts.showPrevious}
                </ActionButtonLink>
              ) : null}
              {loading === 'prev' ? <SkeletonCards count={CATALOGUE_SKELETONS} columns={view === 'detail' ? 1 : perRow} /> : null}
              {loading === 'sort' || keyPageLoading ? (
                <SkeletonCards count={LIST_SKELETONS} columns={view === 'detail' ? 1 : perRow} />
              ) : (
                <ProductList
                  setSize={total}
                  products={session.products}
                  renderedWhole={firstPageSize(session)}
                  view={view}
                  mobile={false}
                  perRow={perRow}
                  onReading={listing.readingAt}
                />
              )}
              {loading === 'next' ? <SkeletonCards count={CATALOGUE_SKELETONS} columns={view === 'detail' ? 1 : perRow} /> : null}
              {listing.failed ? (
                <p role="alert" className={styles.error}>
                  {catalogueTexts.loadFailed}
                </p>
              ) : null}
              {hasNext(session) && session.last.nextPageUrl ? (
                <ActionButtonLink to={session.last.nextPageUrl} onAction={() => void listing.loadNext()} disabled={loading !== null}>
                  {catalogueTexts.showMore(nextCount(session))}
                </ActionButtonLink>
              ) : null}
              <PaginationNav pagination={session.last} currentPage={sections.pagination.page} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
