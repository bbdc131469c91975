import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server, ServerResponse } from 'node:http';
import { request } from 'undici';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';

// A picture streamed from the upstream ends early in two ways: the upstream fails, or the shopper
// goes away (a closed tab, a page left before its pictures came). Only the first is a fault to warn of.

let upstream: Server;
const held: ServerResponse[] = [];
let logs: Array<{ level: number; msg: string }> = [];
let bff: Awaited<ReturnType<typeof buildApp>>;
let origin: string;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    held.push(response);
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': '100000' });
    response.write(Buffer.alloc(1024));
    // 'fails' breaks off mid-body; otherwise the rest never comes while the shopper is there.
    if (request.url?.includes('fails')) setTimeout(() => request.socket.destroy(), 30);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  bff = await buildApp({
    upstreamUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    upstreamTimeoutMs: 10_000,
    webDist: '/nonexistent/web/dist',
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    logger: { level: 'debug', stream: { write: (line: string) => void logs.push(JSON.parse(line) as { level: number; msg: string }) } },
  });
  await bff.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await bff?.close();
  for (const response of held) response.destroy();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
});

const bodyEnds = () => logs.filter((line) => /body/.test(line.msg)).map(({ level, msg }) => ({ level, msg }));

it('logs a shopper who leaves before a picture has come as such, not as an upstream fault', async () => {
  logs = [];
  const response = await request(`${origin}/api/img/products/1.png`);
  expect(response.statusCode).toBe(200);
  response.body.destroy();
  await expect.poll(bodyEnds).toEqual([{ level: 20, msg: 'shopper left before the body ended' }]);
});

it('warns of a picture the upstream breaks off', async () => {
  logs = [];
  const response = await request(`${origin}/api/img/products/fails.png`);
  await response.body.text().catch(() => undefined);
  await expect.poll(bodyEnds).toEqual([{ level: 40, msg: 'upstream body failed' }]);
});
