import { useEffect, useState } from 'react';
import { MONITORING_ORDERS_VIEW_MS } from '@shop/contracts/browser/monitoring.ts';

export type BoardView = 'orders' | 'table';

/**
 * product-widgets-monitoring.md §2: the orders view for 5 s, then the sales table. The caller
 * mounts afresh (a new React key) after the first load and after each refresh signal.
 */
export function useBoardView(): BoardView {
  const [view, setView] = useState<BoardView>('orders');
  useEffect(() => {
    const timer = setTimeout(() => setView('table'), MONITORING_ORDERS_VIEW_MS);
    return () => clearTimeout(timer);
  }, []);
  return view;
}

/**
 * Rotating slides (§2): with more rows than the board holds, its pages take turns. The interval
 * is not in the spec; ten seconds lets a person at the wall read a page of five.
 */
export const PAGE_ROTATION_MS = 10_000;

export function usePageRotation(pages: number, active: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active || pages < 2) return;
    const timer = setInterval(() => setTick((value) => (value + 1) % pages), PAGE_ROTATION_MS);
    return () => clearInterval(timer);
  }, [pages, active]);
  return pages > 0 ? tick % pages : 0;
}
