import { describe, expect, it } from 'vitest';
import { buildUrl } from './route.ts';
import { allRoutes } from '../routes.ts';

describe('buildUrl', () => {
  it('fills path parameters and encodes them', () => {
    expect(buildUrl('/api/cart/items/:assortmentId', { assortmentId: 'a/b' })).toBe('/api/cart/items/a%2Fb');
  });

  it('appends only the query values that are set', () => {
    expect(buildUrl('/api/page', undefined, { path: '/cart/?x=1', colorId: undefined })).toBe('/api/page?path=%2Fcart%2F%3Fx%3D1');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildUrl('/api/cart/items/:assortmentId', {})).toThrow(/assortmentId/);
  });
});

describe('route table', () => {
  it('declares each method and path once', () => {
    const keys = allRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every route under /api/', () => {
    for (const route of allRoutes) expect(route.path.startsWith('/api/')).toBe(true);
  });
});
