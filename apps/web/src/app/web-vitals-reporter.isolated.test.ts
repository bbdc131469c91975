import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vitalsBeaconSchema, type VitalsBeacon } from '@shop/contracts/vitals.ts';
import { VITALS_PER_BEACON } from '@shop/contracts/browser/beacons.ts';
import { reportWebVitals } from './web-vitals-reporter.ts';

type Measured = (metric: { name: string; value: number }) => void;

/** web-vitals stands in by its callbacks: a test settles a measure as the library would. */
const settle = vi.hoisted(() => new Map<string, Measured>());
vi.mock('web-vitals', () => ({
  onCLS: (report: Measured) => settle.set('CLS', report),
  onFCP: (report: Measured) => settle.set('FCP', report),
  onINP: (report: Measured) => settle.set('INP', report),
  onLCP: (report: Measured) => settle.set('LCP', report),
  onTTFB: (report: Measured) => settle.set('TTFB', report),
}));

const measure = (name: string, value: number) => settle.get(name)?.({ name, value });

let visibility: DocumentVisibilityState = 'visible';
function hidePage() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

const sendBeacon = vi.fn<(url: string, data: Blob) => boolean>();
const fetchSpy = vi.fn<typeof fetch>();

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  sendBeacon.mockReset().mockReturnValue(true);
  fetchSpy.mockReset().mockResolvedValue(new Response(null, { status: 200 }));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const page = { route: 'assortment', layout: 'mobile' } as const;

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

async function beaconBody(call: number): Promise<unknown> {
  const [url, blob] = sendBeacon.mock.calls[call] ?? [];
  expect(url).toBe('/api/vitals');
  expect(blob).toBeInstanceOf(Blob);
  // The BFF reads JSON: a Blob says so in its type, a string would go as text/plain.
  expect(blob?.type).toBe('application/json');
  return JSON.parse(await textOf(blob as Blob));
}

describe('web vitals reporter', () => {
  it('gathers the measures and sends them in one beacon when the page is hidden', async () => {
    reportWebVitals(page, 812.5);
    measure('TTFB', 120.3);
    measure('FCP', 640);
    measure('LCP', 1510.2);
    expect(sendBeacon).not.toHaveBeenCalled();

    measure('CLS', 0.031);
    measure('INP', 96);
    hidePage();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const body = await beaconBody(0);
    expect(body).toEqual({
      route: 'assortment',
      layout: 'mobile',
      metrics: [
        { name: 'AppReady', value: 812.5 },
        { name: 'TTFB', value: 120.3 },
        { name: 'FCP', value: 640 },
        { name: 'LCP', value: 1510.2 },
        { name: 'CLS', value: 0.031 },
        { name: 'INP', value: 96 },
      ],
    });
    // What the browser sends is what the BFF's contract accepts.
    expect(vitalsBeaconSchema.safeParse(body).success).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends nothing with nothing new, and what settles later when the page is left', async () => {
    reportWebVitals(page, undefined);
    hidePage();
    expect(sendBeacon).not.toHaveBeenCalled();

    // Back to the page, then a measure from a return out of the back-forward cache, then left.
    visibility = 'visible';
    measure('LCP', 30);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(await beaconBody(0)).toEqual({ route: 'assortment', layout: 'mobile', metrics: [{ name: 'LCP', value: 30 }] });
  });

  it('leaves out values the BFF would refuse', async () => {
    reportWebVitals({ route: 'main', layout: 'desktop' }, 400);
    measure('CLS', Number.NaN);
    measure('TTFB', -2);
    measure('FCP', 350);
    hidePage();
    expect(await beaconBody(0)).toEqual({
      route: 'main',
      layout: 'desktop',
      metrics: [
        { name: 'AppReady', value: 400 },
        { name: 'FCP', value: 350 },
      ],
    });
  });

  it(`sends more than ${VITALS_PER_BEACON} measures in several beacons`, () => {
    const sent: VitalsBeacon[] = [];
    reportWebVitals(page, undefined, (beacon) => sent.push(beacon));
    for (let index = 0; index < VITALS_PER_BEACON + 5; index += 1) measure('INP', index);
    hidePage();
    expect(sent.map((beacon) => beacon.metrics.length)).toEqual([VITALS_PER_BEACON, 5]);
    expect(sent.every((beacon) => vitalsBeaconSchema.safeParse(beacon).success)).toBe(true);
  });

  it('falls back to a keepalive fetch without cookies when the browser refuses the beacon', () => {
    sendBeacon.mockReturnValue(false);
    reportWebVitals({ route: 'cart', layout: 'desktop' }, 700);
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ route: 'cart', layout: 'desktop', metrics: [{ name: 'AppReady', value: 700 }] });
  });
});
