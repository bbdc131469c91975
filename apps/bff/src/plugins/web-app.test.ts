import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';

const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-3f2a.js"></script></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let webDist: string;
let t: Awaited<ReturnType<typeof buildTestApp>> | undefined;

beforeAll(() => {
  webDist = mkdtempSync(path.join(tmpdir(), 'bff-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  writeFileSync(path.join(webDist, 'assets', 'index-3f2a.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Мастерок"}');
  writeFileSync(path.join(webDist, 'assets', 'index-3f2a.js.br'), 'brotli bytes');
  writeFileSync(path.join(webDist, 'assets', 'index-3f2a.js.gz'), 'gzip bytes');
  writeFileSync(path.join(webDist, 'assets', 'index-3f2a.js.map'), '{"sources":["secret.ts"]}');
});

afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('built web app', () => {
  it('serves index.html at / without long caching', async () => {
    t = await buildTestApp({ webDist });
    const response = await t.app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for a page address (history routing)', async () => {
    t = await buildTestApp({ webDist });
    const response = await t.app.inject({ url: '/cart/?from=header', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });

  it('caches hashed assets for a year as immutable', async () => {
    t = await buildTestApp({ webDist });
    const response = await t.app.inject({ url: '/assets/index-3f2a.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed files', async () => {
    t = await buildTestApp({ webDist });
    const response = await t.app.inject({ url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker for the whole site, looked for anew on every update check', async () => {
    t = await buildTestApp({ webDist });
    const response = await t.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
  });

  it('serves the web app manifest as application/manifest+json', async () => {
    t = await buildTestApp({ webDist });
    const response = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(response.json()).toEqual({ name: 'Мастерок' });
  });

  it('answers a missing file with a 404 envelope, not the app', async () => {
    t = await buildTestApp({ webDist });
    const response = await t.app.inject({ url: '/assets/index-0000.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html>');
    expect(response.json()).toMatchObject({ status: 'FAIL', error: { message: 'Такой страницы нет', statusCode: 404 } });
  });

  it('serves the build-time brotli or gzip copy the browser accepts', async () => {
    t = await buildTestApp({ webDist });
    const br = await t.app.inject({ url: '/assets/index-3f2a.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    const gzip = await t.app.inject({ url: '/assets/index-3f2a.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
  });

  it('never serves a source map, even one left in the build', async () => {
    t = await buildTestApp({ webDist });
    const response = await t.app.inject({ url: '/assets/index-3f2a.js.map', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret.ts');
  });

  it('still answers an unknown API path with the envelope', async () => {
    t = await buildTestApp({ webDist });
    const response = await t.app.inject({ url: '/api/unknown', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'FAIL', error: { message: 'Такого адреса API нет' } });
  });
});

describe('web app not built', () => {
  it('answers page addresses with a plain 503 that says so', async () => {
    t = await buildTestApp({ webDist: path.join(webDist, 'missing') });
    const response = await t.app.inject({ url: '/cart/', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('web app is not built');
  });

  it('keeps the API working', async () => {
    t = await buildTestApp({ webDist: path.join(webDist, 'missing') });
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
