import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerOf, readWhole, textOf } from './read-whole.ts';

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
    } else if (request.url === '/cookies') {
      response.setHeader('Set-Cookie', ['sid=1; Path=/', 'seen=1']);
      response.setHeader('Retry-After', '30');
      response.end('{}');
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
    expect(JSON.parse(textOf(response.body))).toEqual({ text: 'Доставка послезавтра' });
  });

  it('reads one header by its name in any case, every value of a header that came more than once', async () => {
    const response = await readWhole(agent, { origin, method: 'GET', path: '/cookies' }, never);
    expect(response.header('set-cookie')).toEqual(['sid=1; Path=/', 'seen=1']);
    expect(response.header('retry-after')).toBe('30');
    expect(response.header('location')).toBeUndefined();
    expect(response.headers['retry-after']).toBe('30');
  });

  it('drops a UTF-8 byte order mark, which JSON.parse would refuse', async () => {
    const response = await readWhole(agent, { origin, method: 'GET', path: '/bom' }, never);
    expect(JSON.parse(textOf(response.body))).toEqual({ ok: true });
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

  it('cuts every call that listens to one signal when it aborts, and none that had already ended', async () => {
    const controller = new AbortController();
    const ended = await readWhole(agent, { origin, method: 'GET', path: '/chunks' }, controller.signal);
    const silent = [1, 2, 3].map(() => readWhole(agent, { origin, method: 'GET', path: '/silent' }, controller.signal));
    controller.abort(new Error('deadline'));
    for (const reading of silent) await expect(reading).rejects.toThrow('deadline');
    expect(ended.statusCode).toBe(200);
  });

  it('refuses a signal that is already aborted without calling the upstream', async () => {
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(readWhole(agent, { origin, method: 'GET', path: '/chunks' }, controller.signal)).rejects.toThrow('too late');
  });
});

describe('one header of a raw header list', () => {
  const raw = [Buffer.from('Location'), Buffer.from('/next/'), Buffer.from('X-Locatio'), Buffer.from('no')];

  it('is found whatever the letter case of its name, and only by its whole name', () => {
    expect(headerOf(raw, 'location')).toBe('/next/');
    expect(headerOf(raw, 'x-locatio')).toBe('no');
    expect(headerOf(raw, 'x-location')).toBeUndefined();
  });

  it('is every value in order when it came more than once, as undici parses headers', () => {
    const cookies = ['Set-Cookie', 'a=1', 'set-cookie', 'b=2', 'SET-COOKIE', 'c=3'].map((text) => Buffer.from(text));
    expect(headerOf(cookies, 'set-cookie')).toEqual(['a=1', 'b=2', 'c=3']);
  });

  it('reads its value as Latin-1, one character a byte, as undici does', () => {
    expect(headerOf([Buffer.from('x-text'), Buffer.from([0xe9])], 'x-text')).toBe('\u00e9');
  });
});
