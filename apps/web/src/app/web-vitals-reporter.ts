import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { VitalsBeacon } from '@shop/contracts/vitals.ts';
import { VITALS_PER_BEACON, isVitalValueSendable, type VitalName } from '@shop/contracts/browser/beacons.ts';
import { sendJsonBeacon } from '@/lib/beacon.ts';
import type { MeasuredPage } from './web-vitals.ts';

const vitals = endpoint('vitals', 'report');

/** One batch to the BFF as the page goes away: a beacon outlives the page. */
export function sendVitals(beacon: VitalsBeacon): void {
  sendJsonBeacon(vitals.path, beacon);
}

/**
 * Collects the page's measures as web-vitals settles them (LCP, INP and CLS settle when the page
 * is hidden) and sends what has gathered each time the page is hidden or left, in batches of at
 * most VITALS_PER_BEACON, as web-vitals advises. A page back from the back-forward cache measures
 * and sends again.
 */
export function reportWebVitals(
  page: MeasuredPage,
  appReadyMs: number | undefined,
  send: (beacon: VitalsBeacon) => void = sendVitals,
): void {
  const queue: VitalsBeacon['metrics'] = [];
  const add = (name: VitalName, value: number) => {
    if (isVitalValueSendable(name, value)) queue.push({ name, value });
  };
  if (appReadyMs !== undefined) add('AppReady', appReadyMs);
  const measured = (metric: MetricType) => add(metric.name, metric.value);
  onCLS(measured);
  onFCP(measured);
  onINP(measured);
  onLCP(measured);
  onTTFB(measured);

  const flush = () => {
    while (queue.length > 0) send({ route: page.route, layout: page.layout, metrics: queue.splice(0, VITALS_PER_BEACON) });
  };
  // On the document, not in the capture phase: web-vitals settles its measures in its own
  // listeners on the window's capture phase, which run first.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Safari does not always report the page hidden as it is left.
  window.addEventListener('pagehide', flush);
}
