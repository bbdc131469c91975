import { describe, expect, it } from 'vitest';
import { CHART_SIZE, changePercent, chartGeometry, shownPercent } from './price-chart.ts';

describe('price chart geometry', () => {
  it('orders the points by date and marks each change down or up', () => {
    const { markers } = chartGeometry([
      { date: '2026-03-01', price: 900 },
      { date: '2025-11-01', price: 1000 },
      { date: '2026-06-01', price: 950 },
      { date: '2026-08-01', price: 950 },
    ]);
    expect(markers.map((marker) => [marker.point.date, marker.change])).toEqual([
      ['2025-11-01', 'start'],
      ['2026-03-01', 'down'],
      ['2026-06-01', 'up'],
      ['2026-08-01', 'same'],
    ]);
  });

  it('spans the box: the first date at the left, the last at the right, the higher price higher up', () => {
    const { markers, box, path } = chartGeometry([
      { date: '2025-11-01', price: 100 },
      { date: '2026-11-01', price: 200 },
    ]);
    const [first, last] = markers;
    expect(first?.x).toBe(box.left);
    expect(last?.x).toBe(box.right);
    expect((last?.y ?? 0) < (first?.y ?? 0)).toBe(true);
    // A step line: the old price holds until the new one.
    expect(path).toBe(`M${first?.x},${first?.y}H${last?.x}V${last?.y}`);
    expect(box.right).toBe(CHART_SIZE.width - CHART_SIZE.right);
  });

  it('draws a single price in the middle of the box', () => {
    const { markers, box, ticks } = chartGeometry([{ date: '2025-11-01', price: 500 }]);
    expect(markers[0]?.x).toBe((box.left + box.right) / 2);
    expect(ticks).toHaveLength(1);
  });
});

describe('a change in per cent as shown', () => {
  it('is rounded to one decimal', () => {
    expect(changePercent(7990, 7490)).toBe(-6.3);
    expect(changePercent(7000, 7490)).toBe(7);
  });

  it('is no change at all when it rounds to nothing, whichever way the price moved', () => {
    expect(changePercent(10000, 9999)).toBe(0);
    expect(Object.is(changePercent(10000, 9999), -0)).toBe(false);
    expect(changePercent(10000, 10001)).toBe(0);
    expect(shownPercent(0.04)).toBe(0);
    expect(shownPercent(-0.05)).toBe(0);
    expect(shownPercent(-0.06)).toBe(-0.1);
  });
});
