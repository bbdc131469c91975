import { describe, expect, it } from 'vitest';
import { cacheFor, routeOf } from './routing.ts';

const origin = 'https://shop.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${origin}${path}` });
const withCacheControl = (value: string | null) => ({ headers: { get: () => value } });

describe('worker routing', () => {
  it('caches pages: every navigation and the page data the app asks for', () => {
    expect(routeOf(get('/catalog/drills', 'navigate'), origin)).toBe('page');
    expect(routeOf(get('/never-seen', 'navigate'), origin)).toBe('page');
    expect(routeOf(get('/api/page?path=%2Fproduct%2F1'), origin)).toBe('page');
  });

  it('caches the cart read, pictures and the hashed assets left out of the precache, each on its own route', () => {
    expect(routeOf(get('/api/cart'), origin)).toBe('cart');
    expect(routeOf(get('/api/img/p/1.webp'), origin)).toBe('picture');
    expect(routeOf(get('/assets/address-map-CwrLT659.js'), origin)).toBe('asset');
  });

  it('leaves every other call, every change and other origins to the network', () => {
    expect(routeOf(get('/api/user'), origin)).toBe('network');
    expect(routeOf(get('/api/orders'), origin)).toBe('network');
    expect(routeOf({ ...get('/api/cart'), method: 'POST' }, origin)).toBe('network');
    expect(routeOf({ ...get('/api/page?path=%2F'), method: 'POST' }, origin)).toBe('network');
    expect(routeOf({ method: 'GET', mode: 'no-cors', url: 'https://tile.openstreetmap.org/1/1/1.png' }, origin)).toBe('network');
  });

  it('sends signing in and out, from the app or a plain form, through the step that forgets the previous shopper', () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/register',
      '/api/auth/code/check',
      '/api/auth/social',
      '/api/auth/remember',
    ])
      expect(routeOf({ method: 'POST', mode: 'cors', url: `${origin}${path}` }, origin)).toBe('user-change');
    expect(routeOf({ method: 'POST', mode: 'navigate', url: `${origin}/api/auth/logout` }, origin)).toBe('user-change');
    expect(routeOf({ method: 'POST', mode: 'cors', url: `${origin}/api/auth/code` }, origin)).toBe('network');
  });

  it('caches a reply rendered with a session only in the personal cache', () => {
    expect(cacheFor(withCacheControl('private, no-store'))).toBe('shop-personal');
    expect(cacheFor(withCacheControl('private, no-cache'))).toBe('shop-pages');
    expect(cacheFor(withCacheControl(null))).toBe('shop-pages');
  });
});
