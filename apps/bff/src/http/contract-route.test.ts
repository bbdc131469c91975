import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@shop/contracts/routes.ts';
import { buildTestApp } from '../testing/test-app.ts';

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
