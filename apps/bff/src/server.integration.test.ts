import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './testing/demo-shop.ts';
import { legacy } from './testing/upstream-mock.ts';

/** The BFF as production runs it, a process of its own, before an upstream that answers when told to. */
let upstream: Server;
let bff: ChildProcess;
let port: number;
const held: ServerResponse[] = [];
const cities = [{ id: 1, sysCityId: 1001, name: 'Москва', lat: 55.7558, lng: 37.6173, bold: true, icon: true }];

function release() {
  for (const response of held.splice(0)) {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(legacy.rq({ cities })));
  }
}

const accepts = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    socket.once('close', () => socket.destroy());
    socket.setTimeout(1_000, () => socket.destroy());
  });

/** A keep-alive connection, as a load balancer's: requests written on it, every byte read back. */
function keepAliveConnection(): { socket: Socket; request(path: string): void; received(): string } {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  return {
    socket,
    request: (path) => socket.write(`GET ${path} HTTP/1.1\r\nhost: localhost\r\ncookie: sid=drain\r\nconnection: keep-alive\r\n\r\n`),
    received: () => text,
  };
}

beforeAll(async () => {
  let started = false;
  upstream = createServer((request, response) => {
    if (request.url?.startsWith('/health') && !started) return void response.end('ok');
    held.push(response);
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const address = upstream.address();
  if (address === null || typeof address === 'string') throw new Error('no upstream address');
  port = await freePort();
  bff = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: `http://127.0.0.1:${address.port}`,
      MONITORING_API_KEY: 'drain-test-key',
      WEB_DIST: '/nonexistent/web/dist',
      SHARED_CACHE_TTL_MS: '0',
      SITEMAP_FIRST_BUILD_S: 'off',
      // The close itself; the drain before it (a load balancer's connections) is the cluster's test.
      SHUTDOWN_DRAIN_MS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await vi.waitFor(
    async () => {
      if (!(await accepts())) throw new Error('the BFF is not listening yet');
    },
    { timeout: 20_000, interval: 200 },
  );
  started = true;
}, 30_000);

afterAll(async () => {
  release();
  if (bff.exitCode === null && bff.signalCode === null) bff.kill('SIGKILL');
  upstream?.close();
});

describe('an instance told to stop (SIGTERM)', () => {
  it('stops accepting, finishes every request in flight, answers not ready and exits', async () => {
    const connections = Array.from({ length: 4 }, () => keepAliveConnection());
    for (const connection of connections) connection.request('/api/cities');
    const readiness = keepAliveConnection();
    readiness.request('/api/ready');
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(5);

    const exited = once(bff, 'exit');
    bff.kill('SIGTERM');
    await expect.poll(accepts, { timeout: 5_000, interval: 100 }).toBe(false);
    release();
    // Each keep-alive connection is closed after its reply, so its next request goes elsewhere.
    await Promise.all([...connections, readiness].map(({ socket }) => once(socket, 'close')));
    for (const { received } of connections) {
      expect(received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(received()).toMatch(/\r\nconnection: close\r\n/i);
      expect(received()).toContain('"name":"Москва"');
    }
    expect(readiness.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(readiness.received()).toContain('"status":"FAIL"');
    expect(await exited).toEqual([0, null]);
  }, 30_000);
});
