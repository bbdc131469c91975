import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { catalogueTexts } from '../texts.ts';
import { listLayout, ListRow, OVERSCAN, rowsToDraw, type ProductListProps } from './product-list.tsx';
import styles from './catalogue.module.css';

/** The product list virtualised over the window (product-list.tsx loads it once the app runs). */
export function VirtualProductList({ products, view, mobile, perRow, setSize, onReading, onReachedIndex, drawnWhole }: ProductListProps) {
  const { columns, rowCount, rowsWhole, rowHeight, assumedWindow } = listLayout({ products, view, mobile, perRow, drawnWhole });
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, [products.length, view]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    initialRect: assumedWindow,
    scrollMargin,
    getItemKey: (row) => products[row * columns]?.id ?? row,
    rangeExtractor: (range) => rowsToDraw(defaultRangeExtractor(range), range.count, rowsWhole),
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
    <div
      ref={listRef}
      className={styles.list}
      style={{ height: virtualizer.getTotalSize() }}
      aria-label={catalogueTexts.products}
      role="list"
      data-loaded={products.length}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <ListRow
          key={row.key}
          products={products}
          view={view}
          setSize={setSize}
          row={row.index}
          columns={columns}
          offset={row.start - virtualizer.options.scrollMargin}
          measure={virtualizer.measureElement}
        />
      ))}
    </div>
  );
}
