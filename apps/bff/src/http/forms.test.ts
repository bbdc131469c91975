import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './forms.ts';

describe('sameOriginPath', () => {
  it.each([
    ['/cart/', '/cart/'],
    ['/', '/'],
    ['/instrumenty/?page=2&sort=price#list', '/instrumenty/?page=2&sort=price#list'],
    ['/a/../cart/', '/cart/'],
    ['/поиск/', '/%D0%BF%D0%BE%D0%B8%D1%81%D0%BA/'],
    // Encoded slashes stay encoded: a browser reads them as one segment of this site's path.
    ['/%2f%2fevil.example/x/', '/%2f%2fevil.example/x/'],
    ['/%5cevil.example/x/', '/%5cevil.example/x/'],
    ['/x/%2e%2e/%2F%2Fevil.example/', '/%2F%2Fevil.example/'],
  ])('keeps %j as %j', (value, path) => {
    expect(sameOriginPath(value)).toBe(path);
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    // Dot segments that resolve to another host.
    '/..//evil.example',
    '/..//evil.example/x/',
    '/./\\evil.example/x/',
    '/x/%2e%2e//evil.example/x/',
    '/x/%2E%2E/%2e%2e/\\/evil.example/',
    '/x/..//evil.example/?a=1',
    'https://evil.example/',
    'http:/evil.example/',
    'javascript:alert(1)',
    'cart/',
    '',
    '/cart/\n',
    '/\t/evil.example',
    '/cart/\u0000',
    '/cart/\u0085',
    `/${'a'.repeat(2048)}`,
    undefined,
    ['/cart/'],
  ])('refuses %j', (value) => {
    expect(sameOriginPath(value)).toBeUndefined();
  });
});
