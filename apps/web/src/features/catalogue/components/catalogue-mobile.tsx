import { lazy, Suspense, useCallback, useState } from 'react';
import type { CataloguePageSections } from '@shop/contracts/catalogue.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { ActionButtonLink, Button } from '@/components/button.tsx';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { firstPageSize, hasNext, hasPrevious, nextCount, reachesLoadPoint } from '../listing-session.ts';
import { nextMobileSort } from '../sort.ts';
import { EmptyState } from '../later-parts.ts';
import { catalogueTexts } from '../texts.ts';
import { useListing } from '../use-listing.ts';
import { ListingTitle } from './listing-title.tsx';
import { CATALOGUE_SKELETONS, LIST_SKELETONS, ProductList, SkeletonCards } from './product-list.tsx';
import { MobileSortButton } from './sort-panel.tsx';
import styles from './catalogue.module.css';

// Its own chunk, loaded when the shopper opens the filters.
const FiltersModal = lazy(() => loadChunk(() => import('./filters-modal.tsx')).then((m) => ({ default: m.FiltersModal })));

/** Mobile category, search and base-list page: sort and filters buttons over an endless list (catalogue.md §2). */
export function CatalogueMobile({ page, sections }: { page: PageData; sections: CataloguePageSections }) {
  const listing = useListing(page, sections);
  const { session, loading, loadNext } = listing;
  const { sortName, sortDir, total } = sections.productsParams;
  const count = session.products.length;
  const more = hasNext(session);
  const onReachedIndex = useCallback(
    (index: number) => {
      if (more && loading === null && reachesLoadPoint(index, count)) void loadNext();
    },
    [count, loadNext, loading, more],
  );
  const empty = total === 0 && count === 0;
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The list loads on by itself as it is scrolled, once the app runs; before that, and without it,
  // the next page is a link.
  const running = useHydrated();
  const chosen = Object.keys(sections.selectedFilters).length;
  const filtersButton =
    sections.filters.length > 0 ? (
      <button type="button" className={styles.barButton} onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
        {catalogueTexts.filters.button}
        {chosen > 0 ? ` · ${chosen}` : ''}
      </button>
    ) : null;

  return (
    <div className={styles.pageMobile}>
      <ListingTitle sections={sections} mobile />
      {filtersOpen ? (
        <Suspense fallback={null}>
          <FiltersModal key={JSON.stringify(sections.selectedFilters)} sections={sections} open onClose={() => setFiltersOpen(false)} />
        </Suspense>
      ) : null}
      {empty ? (
        <>
          {filtersButton}
          <EmptyState sections={sections} />
        </>
      ) : (
        <>
          <div className={styles.mobileBar}>
            {sections.hideSortPanel ? null : (
              <MobileSortButton
                field={sortName}
                dir={sortDir}
                busy={loading === 'sort'}
                href={listing.sortHref(nextMobileSort({ field: sortName, dir: sortDir }))}
                onToggle={() => void listing.sortBy(nextMobileSort({ field: sortName, dir: sortDir }))}
              />
            )}
            {filtersButton}
          </div>
          {hasPrevious(session) && session.first.prevPageUrl ? (
            <ActionButtonLink to={session.first.prevPageUrl} onAction={() => void listing.loadPrevious()} disabled={loading !== null}>
              {catalogueTexts.showPrevious}
            </ActionButtonLink>
          ) : null}
          {loading === 'prev' ? <SkeletonCards count={CATALOGUE_SKELETONS} columns={1} /> : null}
          {loading === 'sort' ? (
            <SkeletonCards count={LIST_SKELETONS} columns={1} />
          ) : (
            <ProductList
              setSize={total}
              products={session.products}
              renderedWhole={firstPageSize(session)}
              view="pics"
              mobile
              perRow={1}
              onReading={listing.readingAt}
              onReachedIndex={onReachedIndex}
            />
          )}
          {loading === 'next' ? <SkeletonCards count={CATALOGUE_SKELETONS} columns={1} /> : null}
          {!running && more && session.last.nextPageUrl ? (
            <ActionButtonLink to={session.last.nextPageUrl} onAction={() => void loadNext()}>
              {catalogueTexts.showMore(nextCount(session))}
            </ActionButtonLink>
          ) : null}
          {listing.failed ? (
            <Button variant="secondary" block onClick={() => void loadNext()}>
              {catalogueTexts.loadFailed}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
