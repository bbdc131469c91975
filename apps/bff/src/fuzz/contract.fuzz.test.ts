import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { failEnvelopeSchema } from '@shop/contracts/envelope.ts';
import type { RouteDef } from '@shop/contracts/browser/route.ts';
import { allRoutes } from '@shop/contracts/routes.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Generated bad requests against every contract route, through Fastify inject with an upstream
 * that refuses every connection: each must be answered with a FAIL envelope and a 4xx, and none
 * may reach the upstream. The seed is fixed (FUZZ_SEED overrides it) so a failure replays.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const keysOf = (schema: z.ZodType | undefined): string[] =>
  schema && 'shape' in schema && typeof schema.shape === 'object' && schema.shape !== null ? Object.keys(schema.shape) : [];

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1.5',
    '1e3',
    'NaN',
    'null',
    'true',
    '９',
    '../../etc',
    '%00',
    ' 7 ',
    '<script>',
    'x'.repeat(300),
    '99999999999999999999',
  ),
  fc.integer().map(String),
);
const headerText = fc.stringMatching(/^[\x21-\x7e]{0,40}$/);

interface BadRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  header: string | undefined;
  rawBody: string | undefined;
}

function requestArbitrary(route: RouteDef): fc.Arbitrary<BadRequest> {
  const record = (keys: string[]) => fc.record(Object.fromEntries(keys.map((key) => [key, oddText])), { requiredKeys: [] });
  const paramKeys = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  const bodyKeys = keysOf(route.body);
  return fc.record({
    params: fc.record(Object.fromEntries(paramKeys.map((key) => [key, oddText]))),
    query: fc.oneof(record(keysOf(route.query)), fc.dictionary(fc.string({ maxLength: 8 }), oddText, { maxKeys: 3 })),
    body: route.body
      ? fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.record(Object.fromEntries(bodyKeys.map((key) => [key, fc.jsonValue({ maxDepth: 2 })])), { requiredKeys: [] }),
        )
      : fc.constant(undefined),
    header: route.headers ? fc.option(headerText, { nil: undefined }) : fc.constant(undefined),
    rawBody: route.body
      ? fc.option(fc.constantFrom('{', '{"a":', '[1,', 'null x', '\u0000', '{"__proto__":{"x":1}}'), { nil: undefined, freq: 5 })
      : fc.constant(undefined),
  });
}

/** Whether the contract accepts the request as Fastify will see it (then it is not a bad one). */
function acceptedByContract(route: RouteDef, request: BadRequest): boolean {
  // An empty segment makes another route's URL (/api/widgets/defined/ is the widget 'defined').
  if (Object.values(request.params).some((value) => value === '')) return true;
  if (request.rawBody !== undefined) return false;
  const parts: Array<[z.ZodType | undefined, unknown]> = [
    [route.params, request.params],
    [route.query, Object.fromEntries(Object.entries(request.query).filter(([, value]) => value !== undefined))],
    [route.body, request.body],
    [route.headers, request.header === undefined ? {} : { 'idempotency-key': request.header }],
  ];
  return parts.every(([schema, value]) => schema === undefined || schema.safeParse(value).success);
}

function urlOf(route: RouteDef, request: BadRequest): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(request.params[name] ?? ''));
  const defined = Object.entries(request.query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const search = new URLSearchParams(defined).toString();
  return search ? `${path}?${search}` : path;
}

const fuzzed = allRoutes.filter((route) => route.params || route.query || route.body || route.headers);
let sent = 0;

describe('contract fuzzing', () => {
  it.each(fuzzed.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s refuses bad requests before the upstream',
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          if (acceptedByContract(route, request)) return;
          const callsBefore = t.upstreamCalls().length;
          const withBody = request.rawBody !== undefined || request.body !== undefined;
          const response = await t.app.inject({
            method: route.method,
            url: urlOf(route, request),
            headers: {
              ...(withBody ? { 'content-type': 'application/json' } : {}),
              ...(request.header !== undefined ? { 'idempotency-key': request.header } : {}),
            },
            ...(withBody ? { payload: request.rawBody ?? JSON.stringify(request.body) } : {}),
          });
          sent += 1;
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          expect(failEnvelopeSchema.safeParse(response.json()).success).toBe(true);
          expect(t.upstreamCalls().length).toBe(callsBefore);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    },
  );

  it('sent thousands of bad requests and none reached the upstream', () => {
    expect(sent).toBeGreaterThan(fuzzed.length * RUNS_PER_ROUTE * 0.5);
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});
