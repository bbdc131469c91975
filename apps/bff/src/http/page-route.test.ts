import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { Agent, request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { pageData } from '../testing/fixtures.ts';
import type { Boot, PageRenderer } from './page-rendering.ts';

const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
const renderer: PageRenderer = {
  rendersPath: (pathname) => !/^\/(cart|o\/[^/]+|order\/history)\/$/.test(pathname),
  render: async (boot) => `<rendered>${JSON.stringify(boot)}</rendered>`,
};
const renderedBoot = (body: string) => JSON.parse(/^<rendered>(.*)<\/rendered>$/.exec(body)?.[1] ?? 'null') as Boot;

let webDist: string;
let t: TestApp | undefined;
/** The test's own client to the listening app: the app's upstream agent refuses the network. */
const direct = new Agent();

beforeAll(() => {
  webDist = mkdtempSync(path.join(tmpdir(), 'bff-pages-'));
  writeFileSync(path.join(webDist, 'index.html'), shell);
});
afterAll(async () => {
  rmSync(webDist, { recursive: true, force: true });
  await direct.close();
});
afterEach(async () => {
  t?.mock.assertNoPendingInterceptors();
  await t?.close();
  t = undefined;
});

const varyOf = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase());

describe('a page address answers HTML to whatever takes HTML', () => {
  it.each([
    ['a browser', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
    ['anything', '*/*'],
    ['any text', 'text/*'],
    ['XHTML alone', 'application/xhtml+xml'],
    ['HTML in capitals', 'TEXT/HTML'],
    ['JSON first, anything after', 'application/json, */*;q=0.1'],
    ['no Accept at all', undefined],
    ['an empty Accept', ''],
  ])('%s (%s): the page rendered', async (_who, accept) => {
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/instrumenty/', 200, legacy.status(pageData));
    const response = await t.app.inject({ url: '/instrumenty/', headers: accept === undefined ? {} : { accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(renderedBoot(response.body).page).toEqual(pageData);
    expect(varyOf(response)).toEqual(expect.arrayContaining(['accept', 'cookie']));
  });

  it.each([
    ['JSON alone', 'application/json'],
    ['JSON, and HTML refused', 'application/json, text/html;q=0'],
    ['a picture', 'image/avif,image/webp'],
  ])('%s (%s): the 404 envelope, and nothing fetched', async (_who, accept) => {
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    const response = await t.app.inject({ url: '/instrumenty/', headers: { accept } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ status: 'FAIL', data: null, error: { message: 'Такой страницы нет', statusCode: 404 } });
    expect(varyOf(response)).toContain('accept');
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('tells search engines to leave out every page of a shop that does not know its public origin, the bare shell too', async () => {
    const robotsOf = async (host: string, publicUrl?: string) => {
      t = await buildTestApp({ webDist, ...(publicUrl ? { publicUrl } : {}) });
      const response = await t.app.inject({ url: '/instrumenty/', headers: { host } });
      await t.close();
      t = undefined;
      return response.headers['x-robots-tag'];
    };
    expect(await robotsOf('staging.shop.example')).toBe('noindex');
    expect(await robotsOf('localhost:3000')).toBeUndefined();
    expect(await robotsOf('staging.shop.example', 'https://shop.example')).toBeUndefined();
  });

  it('sends the shell to a request without Accept when no server bundle renders pages', async () => {
    t = await buildTestApp({ webDist });
    const response = await t.app.inject({ url: '/instrumenty/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(shell);
  });

  it('leaves API paths and missing files to the not-found handler, whatever they accept', async () => {
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    for (const url of ['/api/no-such-route', '/assets/index-0000.js', '/favicon.ico']) {
      const response = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'FAIL', data: null });
    }
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});

describe('an unknown page', () => {
  it('answers 404 with the error page rendered, not the app shell with 200', async () => {
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    answerUpstream(
      t.upstream,
      'GET',
      '/no-such-page/',
      404,
      legacy.statusFail({ route: 'pagenotfound', error: 'This page could not be found' }),
    );
    const response = await t.app.inject({ url: '/no-such-page/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const boot = renderedBoot(response.body);
    // The app's page route renders an error route type as its error page ('Что-то не так').
    expect(boot).toMatchObject({ path: '/no-such-page/', page: { route: 'pagenotfound', sections: {} }, messages: [] });
  });

  it('is a path that is no page, rendered as the error page without asking the upstream', async () => {
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    for (const url of ['/ordering/', '/dev/outbox/']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(renderedBoot(response.body).page?.route).toBe('pagenotfound');
    }
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('is 404 too when the upstream names an error page in an OK reply', async () => {
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/gone/', 200, legacy.status({ ...pageData, route: 'pagenotfound', sections: {} }));
    expect((await t.app.inject({ url: '/gone/' })).statusCode).toBe(404);
  });

  it('keeps its 404 in the shell when the error page cannot be rendered', async () => {
    t = await buildTestApp({ webDist, pageRenderer: { ...renderer, render: async () => null } });
    answerUpstream(t.upstream, 'GET', '/no-such-page/', 404, legacy.statusFail({ error: 'This page could not be found' }));
    const response = await t.app.inject({ url: '/no-such-page/' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(shell);
  });
});

describe('an address without its trailing slash', () => {
  it('is moved to the page address, its query with it', async () => {
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    const response = await t.app.inject({ url: '/instrumenty?page=2', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/instrumenty/?page=2');
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('is never moved to another site, however the path is spelt on the wire', async () => {
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    const port = await listeningPort(t);
    const variants = [
      '//evil.example',
      '/..//evil.example/x',
      '/./\\evil.example/x',
      '/x/%2e%2e//evil.example/x',
      '/x/%2E%2E/\\evil.example/x',
    ];
    for (const path of variants) {
      const { status, location } = await rawGet(port, path);
      expect([path, status, location]).toEqual([path, 404, undefined]);
    }
    // Encoded slashes stay encoded: a browser reads them as one segment of this site's path.
    expect(await rawGet(port, '/%2f%2fevil.example/x')).toEqual({ status: 301, location: '/%2f%2fevil.example/x/' });
    expect(await rawGet(port, '/%5Cevil.example/x')).toEqual({ status: 301, location: '/%5Cevil.example/x/' });
  });
});

/** The app listening on a port of its own, for requests whose path no URL parser has tidied. */
async function listeningPort(test: TestApp): Promise<number> {
  if (!test.app.server.listening) await test.app.listen({ port: 0, host: '127.0.0.1' });
  return (test.app.server.address() as { port: number }).port;
}

/** A GET whose path goes out byte for byte, as `curl --path-as-is` sends it. */
function rawGet(port: number, path: string): Promise<{ status: number | undefined; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { accept: 'text/html' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, location: response.headers.location }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('HEAD', () => {
  /** GET and HEAD over a real socket, as a client sees them (Node sends a HEAD reply without its body). */
  const same = async (path: string, headers: Record<string, string> = {}) => {
    const app = t!.app;
    const origin = app.server.listening
      ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
      : await app.listen({ port: 0, host: '127.0.0.1' });
    const ask = async (method: 'GET' | 'HEAD') => {
      const reply = await request(origin + path, { method, headers, dispatcher: direct });
      const body = Buffer.from(await reply.body.arrayBuffer());
      return { status: reply.statusCode, headers: reply.headers, body };
    };
    const get = await ask('GET');
    const head = await ask('HEAD');
    expect(head.body.length).toBe(0);
    expect(head.status).toBe(get.status);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'vary', 'location']) {
      expect([path, name, head.headers[name]]).toEqual([path, name, get.headers[name]]);
    }
    return get;
  };

  it('answers the status and headers of the GET, for a server-rendered page, an unknown one, the shell, a move and the shop unavailable', async () => {
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/instrumenty/', 200, legacy.status(pageData)).times(2);
    answerUpstream(t.upstream, 'GET', '/no-such-page/', 404, legacy.statusFail({ error: 'This page could not be found' })).times(2);
    expect(Number((await same('/instrumenty/')).headers['content-length'])).toBeGreaterThan(shell.length);
    expect((await same('/no-such-page/')).status).toBe(404);
    expect((await same('/o/AB-123/')).body.toString()).toBe(shell);
    expect((await same('/instrumenty')).status).toBe(301);
    expect((await same('/instrumenty/', { accept: 'application/json' })).status).toBe(404);
    // No upstream answers the cart here.
    expect((await same('/cart/')).status).toBe(503);
  });

  it('answers the headers of the GET a browser compresses', async () => {
    t = await buildTestApp({ webDist, pageRenderer: renderer });
    answerUpstream(
      t.upstream,
      'GET',
      '/instrumenty/',
      200,
      legacy.status({ ...pageData, seo: { ...pageData.seo, seo_desc: 'д'.repeat(4000) } }),
    ).times(2);
    const get = await same('/instrumenty/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(get.headers['content-encoding']).toBe('br');
  });
});

describe('without a built web app', () => {
  it('answers page addresses with a plain 503 that says so, and JSON asks with the 404 envelope', async () => {
    t = await buildTestApp({ webDist: path.join(webDist, 'missing') });
    const page = await t.app.inject({ url: '/cart/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/plain');
    expect(page.body).toContain('web app is not built');
    const json = await t.app.inject({ url: '/cart/', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });
});
