import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserErrorBeacon } from '@shop/contracts/browser-errors.ts';
import { loggerOptions } from '../http/logging.ts';
import { buildTestApp, json, type TestApp } from '../testing/test-app.ts';
import { BROWSER_ERRORS_RATE_LIMIT } from './browser-errors.ts';

let t: TestApp;
let logs: Array<Record<string, unknown>>;

afterEach(async () => {
  await t.close();
});

const RELEASE = 'C1rvwK9T';

/** The app as served with a web build of release RELEASE, logging as in production. */
async function app(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  logs = [];
  const stream = { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) };
  t = await buildTestApp({ webRelease: RELEASE, logger: { ...loggerOptions('info'), stream }, ...overrides });
}

const beacon: BrowserErrorBeacon = {
  kind: 'error',
  message: "TypeError: Cannot read properties of undefined (reading 'price')",
  frame: 'https://shop.example/assets/product-code-CFJHIbsN.js:1:2048',
  route: 'assortment',
  layout: 'mobile',
  release: RELEASE,
};

const send = (body: unknown, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/browser-errors',
    headers: { ...json, 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(body),
    remoteAddress,
  });

const errorLines = async () =>
  (await t.app.inject({ url: '/api/metrics' })).body.split('\n').filter((line) => line.startsWith('bff_browser_errors_total{'));
const logged = () => logs.filter((line) => line.msg === 'browser error').map((line) => line.browserError);

describe('browser error beacon', () => {
  it('counts each error by kind, route type, layout and release', async () => {
    await app();
    const response = await send(beacon);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: { recorded: true }, messages: [] });
    await send(beacon);
    await send({ ...beacon, kind: 'chunk', route: 'catalog', layout: 'desktop' });

    expect(await errorLines()).toEqual([
      `bff_browser_errors_total{kind="error",route_type="assortment",layout="mobile",release="${RELEASE}"} 2`,
      `bff_browser_errors_total{kind="chunk",route_type="catalog",layout="desktop",release="${RELEASE}"} 1`,
    ]);
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('counts a beacon from another build under release "unknown", and logs the release it gave', async () => {
    await app();
    await send({ ...beacon, release: 'old-build1' });
    expect(await errorLines()).toEqual([
      'bff_browser_errors_total{kind="error",route_type="assortment",layout="mobile",release="unknown"} 1',
    ]);
    expect(logged()).toMatchObject([{ release: 'old-build1' }]);
  });

  it('logs an error once per window by its fingerprint, scrubbed of personal data', async () => {
    await app();
    const personal = {
      ...beacon,
      kind: 'rejection',
      message: 'Нет заказа ИМ-00012345 для ivan@mail.ru, +7 (912) 345-67-89, /o/1/?token=s3cr3t',
      frame: 'https://shop.example/assets/start-code-7QAIGku2.js?v=1:3:77',
    };
    await send(personal);
    // The same error from another shopper: other data, the same fingerprint once scrubbed.
    await send({ ...personal, message: 'Нет заказа ИМ-00099999 для olga@yandex.ru, 8 903 111 22 33, /o/1/?token=other' });
    await send(beacon);

    expect(logged()).toEqual([
      {
        fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
        kind: 'rejection',
        message: 'Нет заказа ИМ-<digits> для <email>, <phone>, /o/1/',
        frame: 'https://shop.example/assets/start-code-7QAIGku2.js:3:77',
        routeType: 'assortment',
        layout: 'mobile',
        release: RELEASE,
      },
      expect.objectContaining({ kind: 'error', message: beacon.message, frame: beacon.frame }),
    ]);
    const line = JSON.stringify(logs);
    for (const secret of ['00012345', 'ivan@', '345-67-89', 's3cr3t', '203.0.113.7']) expect(line).not.toContain(secret);
    expect(await errorLines()).toContain(
      `bff_browser_errors_total{kind="rejection",route_type="assortment",layout="mobile",release="${RELEASE}"} 2`,
    );
  });

  it.each([
    ['an unknown kind', { ...beacon, kind: 'warning' }],
    ['a message longer than a beacon carries', { ...beacon, message: 'x'.repeat(501) }],
    ['a frame longer than a beacon carries', { ...beacon, frame: 'x'.repeat(301) }],
    ['an unknown route type', { ...beacon, route: '/catalog/' }],
    ['an unknown layout', { ...beacon, layout: 'tv' }],
    ['a release that is not a build id', { ...beacon, release: '{injected="1"}' }],
    ['no message', { ...beacon, message: undefined }],
  ])('refuses %s with a 400 envelope and records nothing', async (_, body) => {
    await app();
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'FAIL', data: null, error: { statusCode: 400 } });
    expect(await errorLines()).toEqual([]);
    expect(logged()).toEqual([]);
  });

  it(`answers 429 past ${BROWSER_ERRORS_RATE_LIMIT.max} beacons a minute from one address, and counts no more`, async () => {
    await app();
    for (let index = 0; index < BROWSER_ERRORS_RATE_LIMIT.max; index += 1) expect((await send(beacon)).statusCode).toBe(200);
    const refused = await send(beacon);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await errorLines()).toEqual([
      `bff_browser_errors_total{kind="error",route_type="assortment",layout="mobile",release="${RELEASE}"} ${BROWSER_ERRORS_RATE_LIMIT.max}`,
    ]);
    expect((await send(beacon, '203.0.113.8')).statusCode).toBe(200);
  });

  it('answers but counts and logs nothing when switched off (BROWSER_ERRORS=off)', async () => {
    await app({ browserErrors: false });
    const response = await send(beacon);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: { recorded: false }, messages: [] });
    expect(await errorLines()).toEqual([]);
    expect(logged()).toEqual([]);
    expect((await send({ ...beacon, kind: 'warning' })).statusCode).toBe(400);
  });
});
