import type { contract } from '../routes.ts';
import { routeTable } from './route.ts';
import type { RouteDef } from './route.ts';

type Contract = typeof contract;
type Domain = keyof Contract & keyof typeof routeTable;
export type RouteOf<D extends Domain, N extends keyof Contract[D]> = Extract<Contract[D][N], RouteDef>;

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

/** `endpoint('cart', 'getCart')`: the route's method and path from the route table, typed by its contract. */
export function endpoint<D extends Domain, N extends keyof Contract[D] & keyof (typeof routeTable)[D]>(
  domain: D,
  name: N,
): Endpoint<RouteOf<D, N>> {
  return routeTable[domain][name] as Endpoint<RouteOf<D, N>>;
}
