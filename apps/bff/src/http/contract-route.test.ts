import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@shop/contracts/routes.ts';
import { Agent, request } from 'undici';
import { buyer, pageData } from '../testing/fixtures.ts';
import { buildTestApp } from '../testing/test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
});

afterAll(async () => {
  await t.close();
});

describe('contract routes', () => {
  it.each(allRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s is served', (_, route) => {
    expect(t.app.hasRoute({ method: route.method, url: route.path })).toBe(true);
  });

  it('every route is in the OpenAPI document with its summary and envelope replies', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      info: { title: string };
      paths: Record<string, Record<string, { summary: string; responses: Record<string, unknown> }>>;
    };
    expect(document.info.title).toBe('Shop BFF');
    for (const route of allRoutes) {
      const openApiPath = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation?.summary).toBe(route.summary);
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '5XX']));
      for (const status of route.failures ?? []) expect(operation?.responses).toHaveProperty(String(status));
    }
  });

  it('serves the documentation page at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('HEAD on a GET route', () => {
  const moscow = { id: 1, sysCityId: 1001, name: 'Москва', lat: 55.7558, lng: 37.6173, bold: true, icon: true };
  const cities = Array.from({ length: 40 }, (_, index) => ({ ...moscow, id: index + 1, name: `Город ${index + 1}` }));
  const longPage = { ...pageData, seo: { ...pageData.seo, seo_desc: 'д'.repeat(4000) } };

  it('answers the status and headers of the GET, compressed as the GET is', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/TC/getCitiesList/', 200, legacy.rq({ cities })).times(2);
    answerUpstream(t.upstream, 'GET', '/instrumenty/', 200, legacy.status(longPage)).times(2);
    answerUpstream(t.upstream, 'GET', '/api/v1/User/current/', 200, legacy.status({ user: buyer })).times(2);
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const direct = new Agent();
    const ask = async (method: 'GET' | 'HEAD', path: string, headers: Record<string, string>) => {
      const reply = await request(origin + path, { method, headers, dispatcher: direct });
      return { status: reply.statusCode, headers: reply.headers, length: (await reply.body.arrayBuffer()).byteLength };
    };
    for (const [path, encoding] of [
      ['/api/cities', 'br'],
      ['/api/page?path=%2Finstrumenty%2F', 'gzip'],
      ['/api/user', 'br'],
    ] as const) {
      const headers = { 'accept-encoding': encoding, cookie: 'sid=s1' };
      const get = await ask('GET', path, headers);
      const head = await ask('HEAD', path, headers);
      expect(get.status).toBe(200);
      expect(head.length).toBe(0);
      expect(head.status).toBe(get.status);
      for (const name of ['content-type', 'content-length', 'content-encoding', 'vary', 'cache-control']) {
        expect([path, name, head.headers[name]]).toEqual([path, name, get.headers[name]]);
      }
      if (path !== '/api/user') expect([path, get.headers['content-encoding']]).toEqual([path, encoding]);
    }
    await direct.close();
  });
});
