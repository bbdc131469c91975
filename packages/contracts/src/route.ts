import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One BFF endpoint, declared once. The BFF validates params, query and body with these schemas
 * before it calls the upstream, the web client takes its types from them, the mocks type their
 * handlers by them, and the OpenAPI document is produced from them.
 */
export interface RouteDef {
  method: HttpMethod;
  /** Fastify/MSW path syntax: `/api/cart/items/:assortmentId`. */
  path: string;
  summary: string;
  /** What a caller must know besides the summary: rules and caveats, for the OpenAPI document and ENDPOINTS.md. */
  description?: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the route needs besides the usual ones; a loose object (other headers pass). */
  headers?: z.ZodType;
  /** Schema of the envelope's `data` when status is OK. */
  reply: z.ZodType;
  /** HTTP statuses this route may answer with a FAIL envelope, besides 400 and 5xx. */
  failures?: readonly number[];
}

/** What a route declares besides its method and path; its tag when it is not its domain's. */
type RouteParts = Omit<RouteDef, 'method' | 'path' | 'tag'> & { tag?: string };
type RouteTableEntry = Pick<RouteDef, 'method' | 'path'>;

/**
 * Every route of a domain: each one's method and path from the domain's entry of the route table,
 * its tag the domain's unless it names another, and what it declares as given.
 */
export function defineRoutes<
  const T extends Record<string, RouteTableEntry>,
  const Tag extends string,
  const P extends { [K in keyof T]: RouteParts },
>(table: T, tag: Tag, parts: P): { [K in keyof T]: T[K] & (P[K] extends { tag: string } ? P[K] : P[K] & { tag: Tag }) } {
  return Object.fromEntries(Object.entries(table).map(([name, entry]) => [name, { ...entry, tag, ...parts[name] }])) as never;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

export type ReplyOf<R extends RouteDef> = z.output<R['reply']>;
export type ParamsOf<R extends RouteDef> = OutputOf<R['params']>;
export type QueryOf<R extends RouteDef> = OutputOf<R['query']>;
export type BodyOf<R extends RouteDef> = OutputOf<R['body']>;
export type HeadersOf<R extends RouteDef> = OutputOf<R['headers']>;

/** What a caller passes: only the parts the route declares, in their input form. */
export type RouteInput<R extends RouteDef> = (R['params'] extends z.ZodType ? { params: InputOf<R['params']> } : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query: InputOf<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: InputOf<R['body']> } : { body?: undefined }) &
  (R['headers'] extends z.ZodType ? { headers: InputOf<R['headers']> } : { headers?: undefined });

/** Fills `:name` segments and appends the query string. Values are URI-encoded. */
export function buildUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
