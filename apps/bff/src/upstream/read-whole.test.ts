import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWhole } from './read-whole.ts';

let server: Server;
let origin: string;
const agent = new Agent({ connections: 1 });
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/chunks') {
      response.writeHead(200, { 'content-type': 'application/json', 'x-part': 'one' });
      response.write('{"text":"Доставка ');
      setTimeout(() => response.end('послезавтра"}'), 20);
    } else if (request.url === '/bom') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"ok":true}')]));
    } else {
      held.push(response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of held) response.destroy();
  await agent.close();
  await new Promise((resolve) => server.close(resolve));
});

const never = new AbortController().signal;

describe('a round trip read whole', () => {
  it('joins a body sent in parts into its text, with the status and headers', async () => {
    const response = await readWhole(agent, { origin, method: 'GET', path: '/chunks' }, never);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-part']).toBe('one');
    expect(JSON.parse(response.text)).toEqual({ text: 'Доставка послезавтра' });
  });

  it('drops a UTF-8 byte order mark, which JSON.parse would refuse', async () => {
    const response = await readWhole(agent, { origin, method: 'GET', path: '/bom' }, never);
    expect(JSON.parse(response.text)).toEqual({ ok: true });
  });

  it('fails with the signal’s reason once it is aborted, while the upstream still says nothing', async () => {
    const controller = new AbortController();
    const reading = readWhole(agent, { origin, method: 'GET', path: '/silent' }, controller.signal);
    setTimeout(() => controller.abort(new Error('deadline')), 50);
    await expect(reading).rejects.toThrow('deadline');
  });

  it('fails at once, before a connection is free, when aborted while it waits for one', async () => {
    // The only connection is held by a request the upstream never answers.
    const holder = new AbortController();
    const holding = readWhole(agent, { origin, method: 'GET', path: '/silent' }, holder.signal).catch(() => undefined);
    const controller = new AbortController();
    const waiting = readWhole(agent, { origin, method: 'GET', path: '/chunks' }, controller.signal);
    controller.abort(new Error('deadline'));
    await expect(waiting).rejects.toThrow('deadline');
    holder.abort(new Error('done'));
    await holding;
  });

  it('refuses a signal that is already aborted without calling the upstream', async () => {
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(readWhole(agent, { origin, method: 'GET', path: '/chunks' }, controller.signal)).rejects.toThrow('too late');
  });
});
