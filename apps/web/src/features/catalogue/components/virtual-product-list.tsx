import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { listLayout, OVERSCAN, rowKey, rowsToRender, type ListWindow, type ProductListProps } from './product-list.tsx';

type ListVirtualiserProps = ProductListProps & {
  /** The list it virtualises: where it starts on the page. */
  listRef: RefObject<HTMLDivElement | null>;
  /** Told the rows to render whenever they change, and null when the virtualiser goes. */
  onWindow: (shown: ListWindow | null) => void;
};

/**
 * The product list's virtualiser over the window (product-list.tsx loads it once the app runs). It
 * renders nothing: it follows the scroll and the rows' sizes and tells the list which rows to render.
 */
export function ListVirtualiser({
  products,
  view,
  mobile,
  perRow,
  onReading,
  onReachedIndex,
  renderedWhole,
  listRef,
  onWindow,
}: ListVirtualiserProps) {
  const { columns, rowCount, rowsWhole, rowHeight, assumedWindow } = listLayout({ products, view, mobile, perRow, renderedWhole });
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, [listRef, products.length, view]);

  // The virtualiser works its rows out again whenever one of these functions is a new one: each is
  // memoised for as long as what it reads stays, so that the rows it tells the list stay the same array.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getItemKey = useCallback((row: number) => rowKey(products, columns, row), [products, columns]);
  const rangeExtractor = useCallback((range: Range) => rowsToRender(defaultRangeExtractor(range), range.count, rowsWhole), [rowsWhole]);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize,
    overscan: OVERSCAN,
    initialRect: assumedWindow,
    scrollMargin,
    getItemKey,
    rangeExtractor,
  });

  // The same array as long as neither the range nor a row's size has changed.
  const items = virtualizer.getVirtualItems();
  const height = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    onWindow({
      rows: items.map((item) => ({ index: item.index, key: item.key, offset: item.start - scrollMargin })),
      height,
      measure: virtualizer.measureElement,
    });
  }, [height, items, onWindow, scrollMargin, virtualizer]);
  useLayoutEffect(() => () => onWindow(null), [onWindow]);

  const range = virtualizer.range;
  const firstRow = range?.startIndex ?? 0;
  const lastRow = range?.endIndex ?? 0;
  useEffect(() => {
    if (rowCount === 0) return;
    onReading?.(firstRow * columns);
    onReachedIndex?.(Math.min(products.length - 1, lastRow * columns + columns - 1));
  }, [columns, firstRow, lastRow, onReachedIndex, onReading, products.length, rowCount]);

  return null;
}
