import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadMatchedRoutes } from './router.tsx';

const Cart = () => null;
const Order = () => null;

/** A tree shaped as the app's: a root, a layout, lazy routes of their own. */
function routeTree() {
  const cart: RouteObject = { path: 'cart/', lazy: vi.fn(async () => ({ Component: Cart })) };
  const order: RouteObject = { path: 'o/:orderCode/', lazy: vi.fn(async () => ({ Component: Order })) };
  const broken: RouteObject = { path: 'broken/', lazy: vi.fn(async () => Promise.reject(new Error('chunk gone'))) };
  const tree: RouteObject[] = [{ path: '/', children: [{ children: [{ index: true }, cart, order, broken, { path: '*' }] }] }];
  return { tree, cart, order, broken };
}

describe('routes loaded before the router starts', () => {
  it('loads the lazy route the address matches into its route, and no other', async () => {
    const { tree, cart, order } = routeTree();
    await loadMatchedRoutes(tree, '/cart/');
    expect(cart.Component).toBe(Cart);
    expect(cart.lazy).toBeUndefined();
    expect(order.lazy).toBeDefined();
    expect(order.lazy).not.toHaveBeenCalled();
  });

  it('leaves a page address as it is', async () => {
    const { tree, cart, order } = routeTree();
    await loadMatchedRoutes(tree, '/instrumenty/');
    expect(cart.lazy).not.toHaveBeenCalled();
    expect(order.lazy).not.toHaveBeenCalled();
  });

  it('leaves a route whose code fails to load lazy, for the router to meet the failure', async () => {
    const { tree, broken } = routeTree();
    await expect(loadMatchedRoutes(tree, '/broken/')).resolves.toBeUndefined();
    expect(broken.lazy).toBeDefined();
    expect(broken.Component).toBeUndefined();
  });
});
