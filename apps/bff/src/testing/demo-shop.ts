import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { startDemoUpstream, type DemoUpstream } from '../demo-upstream.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A tiny cookie jar: the shopper's session travels like a browser's would. */
export function browserSession(app: FastifyInstance) {
  /** Cookies by name, each with the path it is sent to, as a browser keeps them. */
  const jar = new Map<string, { value: string; path: string }>();
  const keep = (setCookies: readonly string[]) => {
    for (const setCookie of setCookies) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const path = attributes.map((attribute) => /^\s*path=(.*)$/i.exec(attribute)?.[1]?.trim()).find(Boolean) ?? '/';
      const gone = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (gone) jar.delete(name.trim());
      else jar.set(name.trim(), { value: value.join('='), path });
    }
  };
  const cookieFor = (url: string) =>
    [...jar]
      .filter(([, cookie]) => url.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  return {
    /** The session cookie, as the upstream names it. */
    get cookie() {
      const sid = jar.get('sid');
      return sid ? `sid=${sid.value}` : '';
    },
    async call(options: InjectOptions) {
      const cookie = cookieFor(String(options.url ?? '/'));
      const response = await app.inject({ ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
      keep([response.headers['set-cookie'] ?? []].flat());
      return response;
    },
    /** A reply the test fetched from the upstream directly: its renewed session cookie is taken too. */
    adopt(response: Response) {
      keep(response.headers.getSetCookie());
    },
  };
}

export interface DemoShop {
  app: FastifyInstance;
  upstream: DemoUpstream;
  close(): Promise<void>;
}

/** The BFF against the real demo shop (apps/upstream) on a free loopback port and a fresh data directory. */
export async function startDemoShop(assortments = '300'): Promise<DemoShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-integration-'));
  const upstream = startDemoUpstream({ port: await freePort(), dataDir, assortments, logLevel: 'warn' });
  await upstream.ready;
  const app = await buildApp({
    upstreamUrl: upstream.url,
    upstreamTimeoutMs: 10_000,
    webDist: path.join(dataDir, 'no-web'),
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  });
  return {
    app,
    upstream,
    async close() {
      await app.close();
      await upstream.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
