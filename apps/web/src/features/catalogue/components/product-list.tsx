import { memo, useEffect, useRef, useState, type Key } from 'react';
import type { ProductCard, ViewMode } from '@shop/contracts/catalogue.ts';
import { Skeleton } from '@shop/ui/skeleton.tsx';
import { ProductCardItem } from '@/entities/product-card/product-card.tsx';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { catalogueTexts } from '../texts.ts';
import type { ListVirtualiser } from './virtual-product-list.tsx';
import styles from './catalogue.module.css';

/** catalogue.md §9: placeholders while loading: 12 for a whole list, 4 for a catalogue page added. */
export const LIST_SKELETONS = 12;
export const CATALOGUE_SKELETONS = 4;

const ROW_HEIGHT = { pics: 470, detail: 230, mobile: 186 } as const;
/**
 * The window assumed before it is measured: the server renders the rows a typical screen of the
 * layout shows, and the browser's first render (which hydrates the server's HTML) renders the same.
 */
const ASSUMED_WINDOW = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
/** Rows rendered beyond those in view, either side. */
export const OVERSCAN = 3;

export function SkeletonCards({ count, columns }: { count: number; columns: number }) {
  return (
    <div
      className={styles.grid}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      aria-busy="true"
      aria-label={catalogueTexts.loading}
      role="status"
    >
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={columns === 1 ? 170 : 380} radius={12} />
      ))}
    </div>
  );
}

export type ProductListProps = {
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
   * renders it whole for crawlers and for a phone still starting the app. The rest is virtualised.
   */
  renderedWhole?: number;
};

/** The list's shape: cards a row, rows, the height a row is assumed to have, and the window assumed. */
export function listLayout({
  products,
  view,
  mobile,
  perRow,
  renderedWhole = 0,
}: Pick<ProductListProps, 'products' | 'view' | 'mobile' | 'perRow' | 'renderedWhole'>) {
  const columns = mobile || view === 'detail' ? 1 : Math.max(1, perRow);
  return {
    columns,
    rowCount: Math.ceil(products.length / columns),
    rowsWhole: Math.ceil(renderedWhole / columns),
    rowHeight: mobile ? ROW_HEIGHT.mobile : ROW_HEIGHT[view],
    assumedWindow: mobile ? ASSUMED_WINDOW.mobile : ASSUMED_WINDOW.desktop,
  };
}

/**
 * The rows the list renders at the top of the page in the assumed window, as the virtualiser
 * renders them before it has measured anything: those in view with the overscan after them, and at
 * least the `rowsWhole` rows that are always rendered.
 */
export function firstRows(rowCount: number, rowHeight: number, windowHeight: number, rowsWhole = 0): number[] {
  if (rowCount === 0) return [];
  let last = 0;
  while (last < rowCount - 1 && (last + 1) * rowHeight < windowHeight) last += 1;
  const rendered = Math.max(last + OVERSCAN + 1, rowsWhole);
  return Array.from({ length: Math.min(rendered, rowCount) }, (_, row) => row);
}

/** The rows in view and those always rendered, in order (the virtualiser's range extractor). */
export function rowsToRender(inView: readonly number[], rowCount: number, rowsWhole: number): number[] {
  const whole = Array.from({ length: Math.min(rowsWhole, rowCount) }, (_, row) => row);
  return [...new Set([...whole, ...inView])].sort((a, b) => a - b);
}

type ListRowProps = Pick<ProductListProps, 'products' | 'view' | 'setSize'> & {
  row: number;
  columns: number;
  /** From the list's top. */
  offset: number;
  measure?: (element: HTMLDivElement | null) => void;
};

/** A row of cards; rendered again only when what it shows changes, not each time the list scrolls. */
export const ListRow = memo(function ListRow({ products, view, setSize, row, columns, offset, measure }: ListRowProps) {
  return (
    <div
      data-index={row}
      ref={measure}
      className={styles.grid}
      role="presentation"
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        transform: `translateY(${offset}px)`,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {products.slice(row * columns, row * columns + columns).map((card, offsetInRow) => (
        <div key={card.id} role="listitem" aria-posinset={row * columns + offsetInRow + 1} aria-setsize={setSize} className={styles.cell}>
          <ProductCardItem card={card} index={row * columns + offsetInRow} view={view} />
        </div>
      ))}
    </div>
  );
});

type Virtualiser = { ListVirtualiser: typeof ListVirtualiser };
let virtualiser: Virtualiser | undefined;
const loadVirtualiser = () => loadChunk(() => import('./virtual-product-list.tsx')).then((module) => (virtualiser = module));

/** A row the list renders, where it stands (from the list's top), and the key it is rendered under. */
export type RenderedRow = { index: number; key: Key; offset: number };

/** What the virtualiser tells the list: the rows to render, the list's height, and how a row is measured. */
export type ListWindow = {
  rows: readonly RenderedRow[];
  height: number;
  measure: (element: HTMLDivElement | null) => void;
};

/** The key of a row: its first card, so that a row keeps its cards' DOM as the list grows. */
export const rowKey = (products: readonly ProductCard[], columns: number, row: number): Key => products[row * columns]?.id ?? row;

/**
 * The product list (catalogue.md §4), virtualised over the window: only the rows near the viewport
 * are in the DOM, so a shopper who has loaded 2 000 cards still has a light page. The virtualiser
 * matters only once the shopper scrolls: it comes in a chunk of its own, and until it is there
 * (and while the app hydrates the server's HTML) the list renders the rows the page opens with.
 * The list renders the rows itself in both cases and the virtualiser only says which: when it
 * arrives, the cards the server rendered stay, rather than being rendered again.
 */
export function ProductList(props: ProductListProps) {
  const { products, view, setSize } = props;
  const { columns, rowCount, rowsWhole, rowHeight, assumedWindow } = listLayout(props);
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(virtualiser);
  useEffect(() => {
    if (!loaded) loadVirtualiser().then(setLoaded, () => {});
  }, [loaded]);
  const Virtualiser = hydrated ? loaded?.ListVirtualiser : undefined;
  const [shown, setShown] = useState<ListWindow | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // What the virtualiser last said, while it runs; the rows the page opens with until it has.
  const virtual = Virtualiser ? shown : null;

  const rows: readonly RenderedRow[] = virtual
    ? virtual.rows
    : firstRows(rowCount, rowHeight, assumedWindow.height, rowsWhole).map((row) => ({
        index: row,
        key: rowKey(products, columns, row),
        offset: row * rowHeight,
      }));
  return (
    <div
      ref={listRef}
      className={styles.list}
      style={{ height: virtual ? virtual.height : rowCount * rowHeight }}
      aria-label={catalogueTexts.products}
      role="list"
      data-loaded={products.length}
    >
      {Virtualiser ? <Virtualiser {...props} listRef={listRef} onWindow={setShown} /> : null}
      {rows.map((row) => (
        <ListRow
          key={row.key}
          products={products}
          view={view}
          setSize={setSize}
          row={row.index}
          columns={columns}
          offset={row.offset}
          measure={virtual?.measure}
        />
      ))}
    </div>
  );
}
