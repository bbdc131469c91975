// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { inlineEndpoints } from './endpoints-inlined.ts';

describe('endpoints resolved at build time', () => {
  it("writes each endpoint named by domain and name as the route table's method and path", () => {
    const code = `const cart = endpoint('cart', 'getCart');\nconst item = endpoint(\n  'cart',\n  'updateItem',\n);`;
    const inlined = inlineEndpoints(code);
    expect(inlined).not.toContain('endpoint(');
    const [cart, item] = [...inlined.matchAll(/=\s*(\{.*?\});/gs)].map((match) => JSON.parse(match[1]!) as unknown);
    expect(cart).toEqual({ ...endpoint('cart', 'getCart') });
    expect(item).toEqual({ method: 'PATCH', path: '/api/cart/items/:assortmentId' });
  });

  it('leaves other code as it is, and refuses a route the table does not have', () => {
    expect(inlineEndpoints('const x = myendpoint(a, b);')).toBe('const x = myendpoint(a, b);');
    expect(() => inlineEndpoints("endpoint('cart', 'noSuchRoute')")).toThrow('No route cart.noSuchRoute');
  });
});
