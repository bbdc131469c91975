import type { RouteDef } from './route.ts';

/**
 * What the browser needs of a route at run time: its method and path. The route itself is only a
 * type here, so the SPA gets the route's input and reply types without shipping zod or the
 * schemas; the BFF has already validated every reply against them.
 */
export interface Endpoint<R extends RouteDef> {
  readonly method: R['method'];
  readonly path: R['path'];
  /** Carries the route's type; never set. */
  readonly route?: R;
}

/** `endpoint<typeof cartRoutes.getCart>('GET', '/api/cart')`: a wrong method or path does not compile. */
export function endpoint<R extends RouteDef>(method: R['method'], path: R['path']): Endpoint<R> {
  return { method, path };
}
