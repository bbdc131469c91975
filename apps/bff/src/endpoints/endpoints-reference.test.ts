import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS, DESTINATION_RATE_LIMITS } from '../routes/account.ts';
import { ENDPOINTS_COMMAND, ENDPOINTS_FILE, renderEndpoints } from './endpoints-reference.ts';
import { openApiDocument, type OpenApiDocument, type Operation } from './openapi-document.ts';

let document: OpenApiDocument;

beforeAll(async () => {
  document = await openApiDocument();
});

describe('ENDPOINTS.md', () => {
  it('is what the contracts and routes say now', async () => {
    const written = (await readFile(ENDPOINTS_FILE, 'utf8')).split('\n');
    const current = renderEndpoints(document).split('\n');
    const line = current.findIndex((text, index) => written[index] !== text);
    const stale = line === -1 && written.length !== current.length ? current.length : line;
    expect(stale, `apps/bff/ENDPOINTS.md is stale from line ${stale + 1}: run \`${ENDPOINTS_COMMAND}\``).toBe(-1);
  });

  it('reads the limits and the cache of a route from the document the BFF serves', () => {
    const sendCode = document.paths['/api/auth/code']?.post;
    expect(sendCode?.['x-rate-limits']).toEqual(
      expect.arrayContaining([
        { limit: 'sendCode:client', max: AUTH_RATE_LIMITS.sendCode.max, windowSeconds: 600 },
        { limit: 'sendCode:phone-daily', max: DESTINATION_RATE_LIMITS.sendCodeDaily.max, windowSeconds: 86_400 },
      ]),
    );
    expect(document.paths['/api/cities']?.get?.['x-cache']).toBe('shared');
    expect(document.paths['/api/cart']?.get?.['x-cache']).toBe('personal');
    expect(document.paths['/api/cart']?.get?.['x-rate-limits']).toBeUndefined();
  });
});

describe('renderEndpoints', () => {
  const envelopeOf = (data: object) => ({
    content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string' }, data } } } },
  });
  const addItem: Operation = {
    summary: 'Add to the cart',
    description: 'A repeated key adds once.',
    tags: ['cart'],
    parameters: [{ name: 'idempotency-key', in: 'header', schema: { type: 'string', format: 'uuid' } }],
    requestBody: {
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              assortmentId: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d{1,16}$' }] },
              note: { type: 'string', maxLength: 50 },
            },
            required: ['assortmentId'],
          },
        },
      },
    },
    responses: {
      '200': envelopeOf({ type: 'object', properties: { countpos: { type: 'integer' } }, required: ['countpos'] }),
      '400': {},
      '404': {},
      '4XX': {},
    },
    'x-cache': 'personal',
    'x-rate-limits': [{ limit: 'add:client', max: 5, windowSeconds: 600 }],
  };
  const health: Operation = { summary: 'Up', tags: ['system'], responses: { '200': envelopeOf({ type: 'object', properties: {} }) } };
  const two: OpenApiDocument = {
    tags: [
      { name: 'system', description: 'Liveness' },
      { name: 'cart', description: 'The cart' },
    ],
    paths: { '/api/cart/items': { post: addItem }, '/api/health': { get: health }, '/robots.txt': { get: { responses: {} } } },
  };

  it('lists routes by domain in the order of the document’s tags, with what each takes and answers', () => {
    const text = renderEndpoints(two);
    expect(text.indexOf('## system')).toBeLessThan(text.indexOf('## cart'));
    expect(text).toContain('### `POST /api/cart/items`\n\nAdd to the cart.\n\nA repeated key adds once.\n');
    expect(text).toContain('- **Reply**: `{countpos: integer}`');
    expect(text).toContain('- **Errors**: 400, 404\n');
    expect(text).toContain('- **Cache**: personal');
    expect(text).toContain('- **Limits**: `add:client` 5 in 10 min');
    expect(text).toContain('| `idempotency-key` | header | no | `string (uuid)` |');
    expect(text).toContain('| `assortmentId` | body | yes | `number \\| digits` |');
    expect(text).toContain('| `note` | body | no | `string, ≤ 50 chars` |');
    expect(text).not.toContain('robots.txt`\n');
  });

  it('refuses a route whose tag the document does not list', () => {
    expect(() => renderEndpoints({ ...two, tags: [{ name: 'system' }] })).toThrow(
      'POST /api/cart/items: its tag cart is not among the document’s tags',
    );
  });
});
