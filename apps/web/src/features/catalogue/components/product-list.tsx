import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import type { ProductCard, ViewMode } from '@shop/contracts/catalog.ts';
import { Skeleton } from '@shop/ui/skeleton.tsx';
import { ProductCardItem } from '@/entities/product-card/product-card.tsx';
import { catalogueTexts } from '../texts.ts';
import styles from './catalogue.module.css';

/** catalogue.md §9: placeholders while loading: 12 for a whole list, 4 for a catalogue page added. */
export const LIST_SKELETONS = 12;
export const CATALOG_SKELETONS = 4;

const ROW_HEIGHT = { pics: 470, detail: 230, mobile: 186 } as const;
/**
 * The window assumed before it is measured: the server draws the rows a typical screen of the
 * layout shows, and the browser's first render (which takes the server's HTML over) draws the same.
 */
const ASSUMED_WINDOW = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

export function SkeletonCards({ count, columns }: { count: number; columns: number }) {
  return (
    <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }} aria-busy="true" aria-label={catalogueTexts.loading} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={columns === 1 ? 170 : 380} radius={12} />
      ))}
    </div>
  );
}

type ProductListProps = {
  products: readonly ProductCard[];
  view: ViewMode;
  mobile: boolean;
  /** Cards per row in the grid (desktop pics). */
  perRow: number;
  /** Cards in the whole listing, for assistive technology (only the rows in view are in the DOM). */
  setSize: number;
  /** The first card in view, to let the URL follow the page read. */
  onReading?: (index: number) => void;
  /** The last card in view (the mobile list loads on from it). */
  onReachedIndex?: (index: number) => void;
  /**
   * The leading cards that are always in the DOM: the page the shopper opened, as the server
   * draws it whole for crawlers and for a phone still starting the app. The rest is virtualised.
   */
  drawnWhole?: number;
};

/** The rows in view and those always drawn, in order. */
export function rowsToDraw(range: Range, rowsWhole: number): number[] {
  const inView = defaultRangeExtractor(range);
  const whole = Array.from({ length: Math.min(rowsWhole, range.count) }, (_, row) => row);
  return [...new Set([...whole, ...inView])].sort((a, b) => a - b);
}

/**
 * The product list, virtualised over the window past its first page: only the rows near the
 * viewport are in the DOM, so a shopper who has loaded 2 000 cards still has a light page
 * (catalogue.md §4).
 */
export function ProductList({ products, view, mobile, perRow, setSize, onReading, onReachedIndex, drawnWhole = 0 }: ProductListProps) {
  const columns = mobile || view === 'detail' ? 1 : Math.max(1, perRow);
  const rowCount = Math.ceil(products.length / columns);
  const rowsWhole = Math.ceil(drawnWhole / columns);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, [products.length, view]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => (mobile ? ROW_HEIGHT.mobile : ROW_HEIGHT[view]),
    overscan: 3,
    initialRect: mobile ? ASSUMED_WINDOW.mobile : ASSUMED_WINDOW.desktop,
    scrollMargin,
    getItemKey: (row) => products[row * columns]?.id ?? row,
    rangeExtractor: (range) => rowsToDraw(range, rowsWhole),
  });

  const range = virtualizer.range;
  const firstRow = range?.startIndex ?? 0;
  const lastRow = range?.endIndex ?? 0;
  useEffect(() => {
    if (rowCount === 0) return;
    onReading?.(firstRow * columns);
    onReachedIndex?.(Math.min(products.length - 1, lastRow * columns + columns - 1));
  }, [columns, firstRow, lastRow, onReachedIndex, onReading, products.length, rowCount]);

  return (
    <div ref={listRef} className={styles.list} style={{ height: virtualizer.getTotalSize() }} aria-label={catalogueTexts.products} role="list" data-loaded={products.length}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={styles.grid}
          role="presentation"
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {products.slice(row.index * columns, row.index * columns + columns).map((card, offset) => (
            <div key={card.id} role="listitem" aria-posinset={row.index * columns + offset + 1} aria-setsize={setSize} className={styles.cell}>
              <ProductCardItem card={card} index={row.index * columns + offset} view={view} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
