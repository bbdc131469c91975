import type { ProductPage } from '@shop/contracts/product.ts';
import { formatPrice } from '@shop/ui/format.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { Button } from '@/components/button.tsx';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { CHART_SIZE, changePercent, chartGeometry } from '../price-chart.ts';
import type { ChartMarker } from '../price-chart.ts';
import { PRODUCT_MODALS, useProductModal } from '../modals.ts';
import { windowTexts } from '../window-texts.ts';
import { DynamicsMark, shownDynamics } from './price-dynamics.tsx';
import styles from './price-dynamics.module.css';
import { onFirstUse } from '@shop/contracts/rules/on-first-use.ts';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const shortDate = onFirstUse(() => new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', year: '2-digit', timeZone: 'UTC' }));
const formatDate = (date: string, format = dateFormat) => format().format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

const markerClass: Record<ChartMarker['change'], string | undefined> = {
  start: styles.pointStart,
  same: styles.pointStart,
  down: styles.pointDown,
  up: styles.pointUp,
};

/** Plain SVG: a step line of the price, green markers where it went down, sale-coloured where it went up. */
function PriceChart({ points }: { points: ProductPage['priceGraph']['points'] }) {
  const { path, markers, ticks, box } = chartGeometry(points);
  const first = markers[0];
  const last = markers.at(-1);
  if (!first || !last) return null;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${CHART_SIZE.width} ${CHART_SIZE.height}`}
      role="img"
      aria-label={windowTexts.priceDynamics.chart(formatDate(first.point.date), formatDate(last.point.date))}
    >
      {ticks.map((tick) => (
        <g key={tick.price}>
          <line className={styles.grid} x1={box.left} x2={box.right} y1={tick.y} y2={tick.y} />
          <text className={styles.label} x={box.left - 8} y={tick.y + 4} textAnchor="end">
            {formatPrice(Math.round(tick.price))}
          </text>
        </g>
      ))}
      <line className={styles.axis} x1={box.left} x2={box.right} y1={box.bottom} y2={box.bottom} />
      <text className={styles.label} x={box.left} y={CHART_SIZE.height - 8} textAnchor="start">
        {formatDate(first.point.date, shortDate)}
      </text>
      {last !== first ? (
        <text className={styles.label} x={box.right} y={CHART_SIZE.height - 8} textAnchor="end">
          {formatDate(last.point.date, shortDate)}
        </text>
      ) : null}
      <path className={styles.line} d={path} />
      {markers.map((marker) => (
        <circle
          key={marker.point.date}
          className={markerClass[marker.change]}
          cx={marker.x}
          cy={marker.y}
          r={marker.change === 'start' ? 4 : 6}
          data-change={marker.change}
        />
      ))}
    </svg>
  );
}

const percent = onFirstUse(() => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }));

/** The price-dynamics modal (§2): the chart, each change by date, and a way to follow the price. */
export function PriceGraphModal({ product, onClose }: { product: ProductPage; onClose: () => void }) {
  const sheet = useAppSelector(selectSiteVersion) === 'mobile';
  const subscribe = useProductModal(PRODUCT_MODALS.subscribe);
  const { points } = product.priceGraph;
  const lastChange = product.priceGraph.dynamics ?? product.priceDynamics;
  const dynamics = shownDynamics(lastChange);
  const { markers } = chartGeometry(points);
  return (
    <Modal open onClose={onClose} title={windowTexts.priceDynamics.title} sheet={sheet}>
      {dynamics ? (
        <p className={styles.summary}>
          <DynamicsMark dynamics={dynamics} />
        </p>
      ) : lastChange ? null : (
        // A change too small to show is not "no change" either: the table tells it.
        <p className={styles.summary}>{windowTexts.priceDynamics.unchanged}</p>
      )}
      {points.length > 0 ? <PriceChart points={points} /> : null}
      <table className={styles.table}>
        <caption>{windowTexts.priceDynamics.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{windowTexts.priceDynamics.date}</th>
            <th scope="col">{windowTexts.priceDynamics.price}</th>
            <th scope="col">{windowTexts.priceDynamics.change}</th>
          </tr>
        </thead>
        <tbody>
          {markers.map((marker, index) => {
            const previous = markers[index - 1]?.point.price;
            const change = previous ? changePercent(previous, marker.point.price) : 0;
            return (
              <tr key={marker.point.date}>
                <td>{formatDate(marker.point.date)}</td>
                <td>{formatPrice(marker.point.price)}</td>
                <td className={change < 0 ? styles.down : change > 0 ? styles.up : undefined}>
                  {change === 0 ? '—' : `${change > 0 ? '▲ +' : '▼ −'}${percent().format(Math.abs(change))} %`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            onClose();
            subscribe.show();
          }}
        >
          {windowTexts.priceDynamics.subscribe}
        </Button>
      </div>
    </Modal>
  );
}
