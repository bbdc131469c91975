import { afterEach, describe, expect, it } from 'vitest';
import type { VitalsBeacon } from '@shop/contracts/vitals.ts';
import { buildTestApp, json, type TestApp } from '../testing/test-app.ts';
import { VITALS_RATE_LIMIT } from './vitals.ts';

let t: TestApp;

afterEach(async () => {
  await t.close();
});

const beacon: VitalsBeacon = {
  route: 'catalog',
  layout: 'mobile',
  metrics: [
    { name: 'LCP', value: 2310.4 },
    { name: 'FCP', value: 640 },
    { name: 'CLS', value: 0.12 },
    { name: 'AppReady', value: 1490 },
  ],
};

/** As navigator.sendBeacon sends a Blob of type application/json from the shop's own page. */
const send = (body: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/vitals',
    headers: { ...json, 'sec-fetch-site': 'same-origin', ...headers },
    payload: JSON.stringify(body),
    remoteAddress,
  });

const metricsText = async () => (await t.app.inject({ url: '/api/metrics' })).body;
const vitalLines = (text: string) => text.split('\n').filter((line) => line.startsWith('web_vitals_'));

describe('web vitals beacon', () => {
  it('records each measure in its histogram by measure, route type and layout', async () => {
    t = await buildTestApp();
    const response = await send(beacon);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: { recorded: 4 }, messages: [] });

    const lines = vitalLines(await metricsText());
    const series = 'route_type="catalog",layout="mobile"';
    expect(lines).toContain(`web_vitals_timing_seconds_count{metric="LCP",${series}} 1`);
    expect(lines).toContain(`web_vitals_timing_seconds_sum{metric="LCP",${series}} 2.3104`);
    // 2.31 s is under LCP's "good" bound of 2.5 s and over 1.8 s.
    expect(lines).toContain(`web_vitals_timing_seconds_bucket{le="1.8",metric="LCP",${series}} 0`);
    expect(lines).toContain(`web_vitals_timing_seconds_bucket{le="2.5",metric="LCP",${series}} 1`);
    expect(lines).toContain(`web_vitals_timing_seconds_count{metric="FCP",${series}} 1`);
    expect(lines).toContain(`web_vitals_timing_seconds_count{metric="AppReady",${series}} 1`);
    expect(lines).toContain(`web_vitals_cls_bucket{le="0.1",metric="CLS",${series}} 0`);
    expect(lines).toContain(`web_vitals_cls_bucket{le="0.15",metric="CLS",${series}} 1`);
    expect(lines).toContain(`web_vitals_cls_count{metric="CLS",${series}} 1`);
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('keeps nothing of the shopper: no address, cookie or page address reaches the metrics', async () => {
    t = await buildTestApp();
    await send(beacon, { cookie: 'PHPSESSID=s3cr3t-session', referer: 'http://shop.example/o/ИМ-000123/?token=t0k3n' }, '198.51.100.23');
    const lines = vitalLines(await metricsText());
    expect(lines.length).toBeGreaterThan(0);
    const text = lines.join('\n');
    for (const personal of ['198.51.100.23', 's3cr3t', 'ИМ-000123', 't0k3n', 'shop.example']) expect(text).not.toContain(personal);
    for (const line of lines) expect(line).toMatch(/\{(le="[^"]+",)?metric="\w+",route_type="\w+",layout="(desktop|mobile)"\}/);
  });

  it.each([
    ['a measure not on the list', { ...beacon, metrics: [{ name: 'FID', value: 12 }] }],
    ['a value out of range', { ...beacon, metrics: [{ name: 'INP', value: 1e12 }] }],
    ['a negative value', { ...beacon, metrics: [{ name: 'TTFB', value: -5 }] }],
    ['an unknown route type', { ...beacon, route: '/catalog/' }],
    ['an unknown layout', { ...beacon, layout: 'tv' }],
    ['more measures than a beacon carries', { ...beacon, metrics: Array.from({ length: 25 }, () => ({ name: 'FCP', value: 1 })) }],
    ['no measures', { ...beacon, metrics: [] }],
  ])('refuses %s with a 400 envelope and records nothing', async (_, body) => {
    t = await buildTestApp();
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'FAIL', data: null, error: { statusCode: 400 } });
    expect(vitalLines(await metricsText())).toEqual([]);
  });

  it('refuses a body that is not JSON, as a beacon of plain text would be', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(beacon),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'FAIL', error: { statusCode: 400 } });
    expect(vitalLines(await metricsText())).toEqual([]);
  });

  it('refuses a body far larger than any beacon', async () => {
    t = await buildTestApp();
    const response = await send({ ...beacon, padding: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 'FAIL', error: { statusCode: 413 } });
  });

  it(`answers 429 past ${VITALS_RATE_LIMIT.max} beacons a minute from one address, and records no more`, async () => {
    t = await buildTestApp();
    const one = { ...beacon, metrics: [{ name: 'TTFB' as const, value: 90 }] };
    for (let index = 0; index < VITALS_RATE_LIMIT.max; index += 1) expect((await send(one)).statusCode).toBe(200);
    const refused = await send(one);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'FAIL', data: null, error: { statusCode: 429 } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const text = await metricsText();
    expect(text).toContain(`web_vitals_timing_seconds_count{metric="TTFB",route_type="catalog",layout="mobile"} ${VITALS_RATE_LIMIT.max}`);
    expect(text).toContain('bff_rate_limit_refusals_total{route="/api/vitals",limit="vitals:client"} 1');
    // Another address is counted on its own.
    expect((await send(one, {}, '203.0.113.8')).statusCode).toBe(200);
  });

  it.each([
    ['marked cross-site by the browser', { 'sec-fetch-site': 'cross-site' }],
    ['from another origin', { origin: 'https://evil.example', host: 'shop.example', 'sec-fetch-site': 'same-site' }],
  ])('refuses a beacon %s with 403 and records nothing', async (_, headers) => {
    t = await buildTestApp();
    const response = await send(beacon, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 'FAIL', error: { statusCode: 403 } });
    expect(vitalLines(await metricsText())).toEqual([]);
  });

  it('answers but records nothing when switched off (WEB_VITALS=off)', async () => {
    t = await buildTestApp({ webVitals: false });
    const response = await send(beacon);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: { recorded: 0 }, messages: [] });
    expect(vitalLines(await metricsText())).toEqual([]);
    expect((await send({ ...beacon, layout: 'tv' })).statusCode).toBe(400);
  });
});
