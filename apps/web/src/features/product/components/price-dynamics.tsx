import { useEffect } from 'react';
import type { ProductPage } from '@shop/contracts/product.ts';
import { formatRussianNumber } from '@shop/ui/russian-numbers.ts';
import { PRODUCT_MODALS, useProductModal } from '../modals.ts';
import { shownPercent } from '../price-chart.ts';
import { windowTexts } from '../window-texts.ts';
import styles from './price-dynamics.module.css';

export type Dynamics = NonNullable<ProductPage['priceDynamics']>;

/** The last change as shown: none when it rounds to nothing (a 0 % with an arrow says nothing true). */
export function shownDynamics(dynamics: Dynamics | null): Dynamics | null {
  return dynamics && shownPercent(dynamics.value) !== 0 ? dynamics : null;
}

/** §3 price dynamics: down in green with ▼, up in the sale colour with ▲. */
export function DynamicsMark({ dynamics }: { dynamics: Dynamics }) {
  const value = formatRussianNumber(dynamics.value, { maxFraction: 1 });
  return (
    <span className={dynamics.negative ? styles.down : styles.up} data-dynamics={dynamics.negative ? 'down' : 'up'}>
      <span aria-hidden="true">{dynamics.negative ? '▼' : '▲'}</span>{' '}
      {dynamics.negative ? windowTexts.priceDynamics.down(value) : windowTexts.priceDynamics.up(value)}
    </span>
  );
}

/**
 * The price's last change beside the prices; it opens the price-dynamics modal. On arrival the
 * modal opens by itself when the page data flags it (§2, the price-change letter's link).
 */
export function PriceDynamics({ product }: { product: ProductPage }) {
  const { show } = useProductModal(PRODUCT_MODALS.priceGraph);
  const flagged = product.priceGraph.opened;
  useEffect(() => {
    if (flagged) show();
  }, [flagged, show]);
  const dynamics = shownDynamics(product.priceGraph.dynamics ?? product.priceDynamics);
  if (!dynamics && product.priceGraph.points.length < 2) return null;
  return (
    <button type="button" className={styles.trigger} onClick={show} aria-haspopup="dialog">
      {dynamics ? <DynamicsMark dynamics={dynamics} /> : windowTexts.priceDynamics.history}
    </button>
  );
}
