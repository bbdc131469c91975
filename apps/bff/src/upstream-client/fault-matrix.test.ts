import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { READY_TIMEOUT_MS } from '../routes/system.ts';
import { freePort } from '../testing/demo-shop.ts';

/**
 * The BFF against a misbehaving upstream: a real HTTP server on a loopback port that answers
 * every request with the fault under test. Every route must answer an envelope (or, for a stream
 * whose headers were already sent, end the connection) within its bound, and the process lives on.
 */

/**
 * The BFF's upstream timeout here. An upstream that answers at once must answer well within it on
 * a loaded machine too: at 300 ms a prompt 500 or redirect came back as a 504 at a load of 13.
 */
const TIMEOUT_MS = 2_000;
/** What the loaded test machine may add to a bound. */
const SLACK_MS = 3_000;
const FORTY_MB = 40 * 1024 * 1024;

type Fault = (request: IncomingMessage, response: ServerResponse, port: number) => void;

const contentTypeOf = (url = '') =>
  url.startsWith('/img/') ? 'image/svg+xml' : url.startsWith('/files/') ? 'application/pdf' : 'application/json';

const held = new Set<ServerResponse>();
const hold = (response: ServerResponse) => held.add(response);

const faults: Record<string, Fault> = {
  'never answers': (_request, response) => hold(response),
  // Slower than every bound, the readiness check's longer one included, so each route must give up.
  slow: (request, response) => {
    hold(response);
    setTimeout(
      () => response.writeHead(200, { 'content-type': contentTypeOf(request.url) }).end('{"status":"OK"}'),
      READY_TIMEOUT_MS + TIMEOUT_MS,
    );
  },
  trickles: (request, response) => {
    hold(response);
    response.writeHead(200, { 'content-type': contentTypeOf(request.url) });
    const timer = setInterval(() => (response.writableEnded ? clearInterval(timer) : response.write(' ')), 50);
    response.once('close', () => clearInterval(timer));
  },
  'stalls mid-body': (request, response) => {
    hold(response);
    response.writeHead(200, { 'content-type': contentTypeOf(request.url), 'content-length': '1000' });
    response.write('{"status":"OK","countpos":');
  },
  '500 as HTML': (_request, response) => {
    response.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>Internal Server Error</body></html>');
  },
  '500 as JSON': (_request, response) => {
    response.writeHead(500, { 'content-type': 'application/json' }).end('{"status":"FAIL","error":"Сервис временно недоступен"}');
  },
  'invalid JSON': (request, response) => {
    response.writeHead(200, { 'content-type': contentTypeOf(request.url) }).end('{"status":"OK",');
  },
  empty: (request, response) => {
    response.writeHead(200, { 'content-type': contentTypeOf(request.url) }).end();
  },
  'wrong shape': (request, response) => {
    response.writeHead(200, { 'content-type': contentTypeOf(request.url) }).end('{"status":"OK","countpos":"many","data":[1,2]}');
  },
  reset: (request) => {
    request.socket.destroy();
  },
  'partial body then reset': (request, response) => {
    response.writeHead(200, { 'content-type': contentTypeOf(request.url), 'content-length': '100000' });
    response.write('{"status":"OK","countpos":1,"positionsIds":["');
    setTimeout(() => request.socket.destroy(), 30);
  },
  'a 40 MB body': (request, response) => {
    response.writeHead(200, { 'content-type': contentTypeOf(request.url) });
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < FORTY_MB) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.once('close', () => (sent = FORTY_MB));
    pump();
  },
  'redirect loop': (request, response) => {
    response.writeHead(302, { location: request.url ?? '/' }).end();
  },
  'cross-host redirect': (request, response, port) => {
    // Another host on this machine's loopback: a different origin all the same.
    response.writeHead(302, { location: `http://localhost:${port}${request.url ?? '/'}` }).end();
  },
  'wrong content type on img and files': (request, response) => {
    // An image that is a page, a document that is a program: neither may reach the shopper.
    if (request.url?.startsWith('/img/')) response.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
    else if (request.url?.startsWith('/files/')) response.writeHead(200, { 'content-type': 'application/x-msdownload' }).end('MZ');
    else response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"OK"}');
  },
};

let current: Fault = faults['never answers'] as Fault;
let upstream: Server;
let upstreamPort: number;

const routes = [
  { name: 'GET /api/ready', method: 'GET', path: '/api/ready', boundMs: 2_000 },
  { name: 'GET /api/cart', method: 'GET', path: '/api/cart', boundMs: TIMEOUT_MS },
  { name: 'POST /api/cart/items', method: 'POST', path: '/api/cart/items', body: { assortmentId: 5, quantity: 1 }, boundMs: TIMEOUT_MS },
  { name: 'GET /api/page', method: 'GET', path: '/api/page?path=%2Fcatalog%2F', boundMs: TIMEOUT_MS },
  { name: 'GET /api/img/*', method: 'GET', path: '/api/img/products/1.svg', boundMs: TIMEOUT_MS },
  { name: 'GET /api/files/*', method: 'GET', path: '/api/files/docs/1/1.pdf', boundMs: TIMEOUT_MS },
] as const;

interface Outcome {
  status: number;
  /** The envelope's error, or 'stream cut' when the connection ended after the headers. */
  what: string;
  ms: number;
}

async function startBff(upstreamUrl: string) {
  const app = await buildApp({
    upstreamUrl,
    upstreamTimeoutMs: TIMEOUT_MS,
    webDist: '/nonexistent/web/dist',
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function callRoute(origin: string, route: (typeof routes)[number]): Promise<Outcome> {
  const started = performance.now();
  const response = await request(origin + route.path, {
    method: route.method,
    headers: route.method === 'POST' ? { 'content-type': 'application/json' } : {},
    body: route.method === 'POST' ? JSON.stringify('body' in route ? route.body : {}) : undefined,
    headersTimeout: 20_000,
    bodyTimeout: 20_000,
  });
  let text: string;
  try {
    text = await response.body.text();
  } catch {
    return { status: response.statusCode, what: 'stream cut', ms: Math.round(performance.now() - started) };
  }
  const ms = Math.round(performance.now() - started);
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return { status: response.statusCode, what: `${type} passed on`, ms };
  const envelope = JSON.parse(text) as { status: string; data: unknown; error?: { message: string; route?: string } };
  expect(envelope).toMatchObject({ status: expect.stringMatching(/^(OK|FAIL)$/), messages: expect.any(Array) });
  return {
    status: response.statusCode,
    what: envelope.status === 'OK' ? `OK ${JSON.stringify(envelope.data)}` : (envelope.error?.message ?? ''),
    ms,
  };
}

let bff: Awaited<ReturnType<typeof startBff>>;
const table: string[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => current(request, response, upstreamPort));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
  bff = await startBff(`http://127.0.0.1:${upstreamPort}`);
});

afterAll(async () => {
  await bff?.app.close();
  for (const response of held) response.destroy();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
  // FAULT_MATRIX_REPORT=file writes the table the assertions checked, for a person to read.
  if (process.env.FAULT_MATRIX_REPORT) writeFileSync(process.env.FAULT_MATRIX_REPORT, table.join('\n') + '\n');
});

async function runMatrix(fault: string, origin: string) {
  const outcomes = await Promise.all(routes.map((route) => callRoute(origin, route)));
  outcomes.forEach((outcome, index) => {
    const route = routes[index] as (typeof routes)[number];
    table.push(`| ${fault} | ${route.name} | ${outcome.status} ${outcome.what} | ${outcome.ms} ms |`);
    expect(outcome.ms, `${fault}: ${route.name}`).toBeLessThan(route.boundMs + SLACK_MS);
  });
  return Object.fromEntries(routes.map((route, index) => [route.name, outcomes[index] as Outcome]));
}

/** Routes that read JSON from the upstream. */
const jsonRoutes = ['GET /api/cart', 'POST /api/cart/items', 'GET /api/page'] as const;
const streamRoutes = ['GET /api/img/*', 'GET /api/files/*'] as const;

describe('fault matrix: a bad upstream never takes the BFF down', () => {
  const expectJson = (result: Record<string, Outcome>, status: number, what: string | RegExp) => {
    for (const name of jsonRoutes) expect(result[name], name).toMatchObject({ status, what: expect.stringMatching(what) });
  };
  const expectStreams = (result: Record<string, Outcome>, status: number, what: string | RegExp) => {
    for (const name of streamRoutes) expect(result[name], name).toMatchObject({ status, what: expect.stringMatching(what) });
  };
  const notReady = (result: Record<string, Outcome>) => expect(result['GET /api/ready']).toMatchObject({ status: 503 });

  const undefinedError = [502, 'Undefined error'] as const;
  const timedOut = [504, 'Undefined error'] as const;
  const cut = [200, 'stream cut'] as const;
  const notJson = [502, 'Not correct JSON response'] as const;
  // An image or a document is passed on as it is: its bytes are not the BFF's to judge.
  const passedOn = [200, 'passed on'] as const;

  /** Per fault: what the JSON routes answer, what the streamed routes answer, and whether /api/ready turns not ready. */
  it.each([
    ['never answers', '504 envelopes within the timeout', timedOut, timedOut, true],
    ['slow', '504 envelopes within the timeout', timedOut, timedOut, true],
    ['trickles', '504 envelopes for JSON, a stream cut at the deadline', timedOut, cut, true],
    ['stalls mid-body', '504 envelopes for JSON, a stream cut at the deadline', timedOut, cut, true],
    ['500 as HTML', 'not JSON, 502; the documents a 502', notJson, undefinedError, true],
    ['500 as JSON', 'the upstream’s own text with its 500', [500, 'Сервис временно недоступен'], undefinedError, true],
    ['invalid JSON', '502 Not correct JSON response', notJson, passedOn, false],
    ['empty', '502 Not correct JSON response', notJson, passedOn, false],
    ['wrong shape', '502 Not correct JSON response', notJson, passedOn, false],
    ['reset', '502 envelopes everywhere, never "up"', undefinedError, undefinedError, true],
    ['redirect loop', '502 envelopes everywhere, never "up"', undefinedError, undefinedError, true],
    ['cross-host redirect', '502 envelopes everywhere, never "up"', undefinedError, undefinedError, true],
    ['partial body then reset', '502 envelopes for JSON, a stream cut', undefinedError, cut, false],
  ] as const)('%s: %s', async (fault, _outcome, json, streams, turnsNotReady) => {
    current = faults[fault] as Fault;
    const result = await runMatrix(fault, bff.origin);
    expectJson(result, json[0], json[1]);
    expectStreams(result, streams[0], streams[1]);
    if (turnsNotReady) notReady(result);
  });

  it('a 40 MB body: refused past 32 MB or cut at the deadline, whichever comes first, never buffered whole', async () => {
    current = faults['a 40 MB body'] as Fault;
    const result = await runMatrix('a 40 MB body', bff.origin);
    for (const name of jsonRoutes) {
      expect(result[name], name).toMatchObject({
        status: expect.toSatisfy((status: number) => status === 502 || status === 504),
        what: 'Undefined error',
      });
    }
    for (const name of streamRoutes) {
      expect(result[name]?.what, name).toMatch(/^(Undefined error|stream cut)$/);
    }
  });

  it('wrong content type on img and files: 502 envelopes, the body discarded', async () => {
    current = faults['wrong content type on img and files'] as Fault;
    const result = await runMatrix('wrong content type on img and files', bff.origin);
    expectStreams(result, 502, 'Undefined error');
  });

  it('not listening: 502 envelopes everywhere', async () => {
    const closed = await startBff(`http://127.0.0.1:${await freePort()}`);
    try {
      const result = await runMatrix('not listening', closed.origin);
      expectJson(result, 502, 'Undefined error');
      expectStreams(result, 502, 'Undefined error');
      notReady(result);
    } finally {
      await closed.app.close();
    }
  });

  it('lives on: health still answers after the whole matrix', async () => {
    const response = await request(`${bff.origin}/api/health`);
    expect(response.statusCode).toBe(200);
    expect(await response.body.json()).toMatchObject({ status: 'OK' });
  });
});
