import type { Plugin } from 'vite';
import { routeTable } from '../../packages/contracts/src/browser/route.ts';

/** `endpoint('cart', 'getCart')` as the app's code writes it (@shop/contracts/browser/endpoint.ts). */
const ENDPOINT_CALL = /\bendpoint\(\s*'(\w+)',\s*'(\w+)',?\s*\)/g;

/** The app's own modules, where endpoints are named. */
const APP_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/;

const table: Record<string, Record<string, { method: string; path: string } | undefined> | undefined> = routeTable;

/** A module's code with each endpoint named by domain and name written as its method and path. */
export function inlineEndpoints(code: string): string {
  return code.replace(ENDPOINT_CALL, (_, domain: string, name: string) => {
    const route = table[domain]?.[name];
    if (!route) throw new Error(`No route ${domain}.${name} in the route table`);
    return JSON.stringify({ method: route.method, path: route.path });
  });
}

/**
 * The browser needs a route's method and path alone, and the app names a route by domain and name
 * (`endpoint(domain, name)`, typed by its contract). Resolved at build time, the calls leave the
 * route table out of the bundle: every page's first load carried the whole table (1.2 kB gzip)
 * for the few routes its code calls.
 */
export function endpointsInlined(): Plugin {
  return {
    name: 'shop:endpoints-inlined',
    apply: 'build',
    // On the source as written, before TypeScript is taken out.
    enforce: 'pre',
    transform(code, id) {
      if (!APP_MODULE.test(id) || !code.includes('endpoint(')) return null;
      const inlined = inlineEndpoints(code);
      return inlined === code ? null : { code: inlined, map: null };
    },
  };
}
