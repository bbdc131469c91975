import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { pageData } from '../testing/fixtures.ts';
import type { Boot, PageRenderer } from './page-drawing.ts';

const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Mobile Safari/537.36';

let webDist: string;
let t: TestApp | undefined;

beforeAll(() => {
  webDist = mkdtempSync(path.join(tmpdir(), 'bff-drawn-'));
  writeFileSync(path.join(webDist, 'index.html'), shell);
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
afterEach(async () => {
  t?.mock.assertNoPendingInterceptors();
  await t?.close();
  t = undefined;
});

/** A renderer that draws the boot it is given, as the web app's server bundle would. */
function fakeRenderer(render: PageRenderer['render'] = async (boot) => `<drawn>${JSON.stringify(boot)}</drawn>`) {
  const calls: Boot[] = [];
  const renderer: PageRenderer = {
    drawsPath: (pathname) => !pathname.startsWith('/cart/'),
    render: vi.fn(async (boot: Boot, signal: AbortSignal) => {
      calls.push(boot);
      return render(boot, signal);
    }),
  };
  return { renderer, calls };
}

const drawnBoot = (body: string) => JSON.parse(/^<drawn>(.*)<\/drawn>$/.exec(body)?.[1] ?? 'null') as Boot;

describe('page addresses drawn on the server', () => {
  it('draws a page from its page data, fetched once with the shopper session, and keeps it out of shared caches', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(pageData), { 'set-cookie': 'sid=new-session; Path=/; HttpOnly' });
    const response = await t.app.inject({ url: '/catalog/drills/?page=2', headers: { ...html, cookie: 'sid=old' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(drawnBoot(response.body)).toEqual({ path: '/catalog/drills/?page=2', page: pageData, siteVersion: 'desktop', messages: [] });
    // The session the page fetch began reaches the browser; the shopper's cookie reached the upstream.
    expect(String(response.headers['set-cookie'])).toContain('sid=new-session');
    expect(t.upstreamCalls()).toHaveLength(1);
    expect(t.upstreamCalls()[0]?.headers).toMatchObject({ cookie: 'sid=old', 'without-menu': '1' });
  });

  it('draws the kept layout of the cookie, else a phone gets the mobile one', async () => {
    const { renderer, calls } = fakeRenderer();
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    for (let i = 0; i < 3; i++) answerUpstream(t.upstream, 'GET', '/', 200, legacy.status(pageData));
    await t.app.inject({ url: '/', headers: { ...html, 'user-agent': PHONE } });
    await t.app.inject({ url: '/', headers: { ...html, 'user-agent': PHONE, cookie: 'sid=a; site_version=desktop' } });
    await t.app.inject({ url: '/', headers: { ...html, cookie: 'site_version=mobile' } });
    expect(calls.map((boot) => boot.siteVersion)).toEqual(['mobile', 'desktop', 'mobile']);
    expect(t.upstreamCalls().map((call) => call.headers?.['site-version'])).toEqual(['mobile', 'desktop', 'mobile']);
  });

  it('sends the shell when the page fails, so the browser shows the error page as before', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/no-such-page/', 404, legacy.statusFail({ route: 'pagenotfound', error: 'Not found' }));
    const response = await t.app.inject({ url: '/no-such-page/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shell);
    expect(renderer.render).not.toHaveBeenCalled();
  });

  it('sends the shell when drawing fails or is not the page route', async () => {
    const { renderer } = fakeRenderer(async (boot) => {
      if (boot.path === '/broken/') throw new Error('component threw');
      return null;
    });
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/broken/', 200, legacy.status(pageData));
    answerUpstream(t.upstream, 'GET', '/other/', 200, legacy.status(pageData));
    for (const url of ['/broken/', '/other/']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(shell);
    }
  });

  it('fetches no page data for the addresses the page route does not draw, nor without the trailing slash', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    for (const url of ['/cart/', '/catalog/drills']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.body).toBe(shell);
    }
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('draws the target of a redirect within the shop, and follows one out of it', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/old-catalog/', 200, legacy.status(pageData, { forceRedirectUrl: '/catalog/' }));
    answerUpstream(t.upstream, 'GET', '/rasprodazha/', 200, legacy.status(pageData, { forceRedirectUrl: '{host}/instrumenty/' }));
    const moved = await t.app.inject({ url: '/old-catalog/', headers: html });
    expect(drawnBoot(moved.body).path).toBe('/catalog/');
    const renamed = await t.app.inject({ url: '/rasprodazha/', headers: { ...html, host: 'evil.example' } });
    expect(renamed.statusCode).toBe(302);
    expect(renamed.headers.location).toBe('/instrumenty/');
  });

  it('gives up on a slow upstream within its budget and sends the shell', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    t.upstream.intercept({ method: 'GET', path: '/slow/' }).reply(200, legacy.status(pageData)).delay(2_000);
    const started = Date.now();
    const response = await t.app.inject({ url: '/slow/', headers: html });
    expect(response.body).toBe(shell);
    // The upstream's own deadline (TEST_TIMEOUT_MS) ends the page fetch long before the drawing budget.
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
