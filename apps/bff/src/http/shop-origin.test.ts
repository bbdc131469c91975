import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, shopOriginOf } from './shop-origin.ts';

const hostnameOf = (host: string) => new URL(`http://${host}/`).hostname;

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '127.1', '0x7f.1', '[::1]', '[::ffff:127.0.0.1]', 'localhost.'])(
    'takes %s for this machine',
    (host) => expect(isLoopbackHost(hostnameOf(host))).toBe(true),
  );

  it.each([
    '127.evil.example',
    '127.0.0.1.nip.io',
    'localhost.evil.example',
    'evil.example',
    '10.0.0.1',
    '128.0.0.1',
    '[::2]',
    '[::ffff:10.0.0.1]',
  ])('does not take %s for this machine', (host) => expect(isLoopbackHost(hostnameOf(host))).toBe(false));
});

describe('shopOriginOf', () => {
  async function originFor(host: string, publicUrl?: string) {
    const app = Fastify();
    app.get('/', (request) => ({ origin: shopOriginOf(request, publicUrl) ?? null }));
    const reply = await app.inject({ url: '/', headers: { host } });
    await app.close();
    return (reply.json() as { origin: string | null }).origin;
  }

  it('is PUBLIC_URL whatever the Host says', async () => {
    expect(await originFor('127.0.0.1:3000', 'https://shop.example')).toBe('https://shop.example');
    expect(await originFor('evil.example', 'https://shop.example')).toBe('https://shop.example');
  });

  it('is the request’s own origin only on a loopback host', async () => {
    expect(await originFor('127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(await originFor('localhost:3000')).toBe('http://localhost:3000');
    expect(await originFor('127.evil.example')).toBeNull();
    expect(await originFor('127.0.0.1.nip.io:3000')).toBeNull();
    expect(await originFor('shop.example')).toBeNull();
  });
});
