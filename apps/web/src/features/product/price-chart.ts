/** A price on a date (priceGraph.points). */
export type PricePoint = { date: string; price: number };

export type ChartMarker = { x: number; y: number; point: PricePoint; change: 'start' | 'down' | 'up' | 'same' };

export type ChartGeometry = {
  /** A step line: a price holds until the next change. */
  path: string;
  markers: ChartMarker[];
  /** Horizontal guides with their prices, lowest first. */
  ticks: Array<{ y: number; price: number }>;
  box: { left: number; right: number; top: number; bottom: number };
};

export const CHART_SIZE = { width: 440, height: 220, left: 76, right: 12, top: 14, bottom: 30 } as const;

/**
 * A change of price in per cent as the shop shows it, to one decimal. It is rounded before its sign
 * is read: a change that rounds to nothing is 0, shown as no change, never '▼ −0 %'.
 */
export function shownPercent(percent: number): number {
  const rounded = Math.round(percent * 10) / 10;
  return rounded === 0 ? 0 : rounded;
}

/** The change from one price to the next, in shown per cent. */
export const changePercent = (previous: number, price: number) => shownPercent(((price - previous) / previous) * 100);

const time = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

/** The points in date order, each marked by how it changed against the one before. */
export function chartGeometry(points: readonly PricePoint[], size = CHART_SIZE): ChartGeometry {
  const sorted = [...points].sort((a, b) => time(a.date) - time(b.date));
  const box = { left: size.left, right: size.width - size.right, top: size.top, bottom: size.height - size.bottom };
  const prices = sorted.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  // A flat history gets room above and below, so the line sits in the middle.
  const pad = high === low ? Math.max(1, high * 0.1) : (high - low) * 0.1;
  const min = low - pad;
  const max = high + pad;
  const first = time(sorted[0]?.date ?? '1970-01-01');
  const last = time(sorted.at(-1)?.date ?? '1970-01-01');
  const x = (date: string) =>
    last === first ? (box.left + box.right) / 2 : box.left + ((time(date) - first) / (last - first)) * (box.right - box.left);
  const y = (price: number) => box.bottom - ((price - min) / (max - min)) * (box.bottom - box.top);
  const markers = sorted.map((point, index): ChartMarker => {
    const previous = sorted[index - 1];
    const change = !previous ? 'start' : point.price < previous.price ? 'down' : point.price > previous.price ? 'up' : 'same';
    return { x: x(point.date), y: y(point.price), point, change };
  });
  const path = markers.map((marker, index) => (index === 0 ? `M${marker.x},${marker.y}` : `H${marker.x}V${marker.y}`)).join('');
  const ticks = (high === low ? [low] : [low, (low + high) / 2, high]).map((price) => ({ price, y: y(price) }));
  return { path, markers, ticks, box };
}
