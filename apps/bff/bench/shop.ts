import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The BFF as it ships: the bundle the bench scripts build first (scripts/build-stale.mjs). */
export const bffEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));

export interface StartedShop {
  process: ChildProcess;
  url: string;
  upstreamUrl: string;
  /** The last lines the shop logged, for a failure's report. */
  logTail(): string;
}

/**
 * The shop exactly as `pnpm start` runs it: `node dist/server.js` with nothing but the port, the
 * demo upstream's port and its data directory set, so the BFF starts the demo upstream itself,
 * loads the web app's server renderer and logs at its production level. Its log goes to a file, as a
 * service's log would, not to the bench's terminal.
 */
export function startShop(options: {
  port: number;
  upstreamPort: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Node's own flags for the BFF's process (a profiler, say). */
  nodeArgs?: string[];
}): StartedShop {
  const logFile = path.join(options.dataDir, `shop-${options.port}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), bffEntry], {
    env: {
      ...process.env,
      PORT: String(options.port),
      UPSTREAM_PORT: String(options.upstreamPort),
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  return {
    process: child,
    url: `http://127.0.0.1:${options.port}`,
    upstreamUrl: `http://127.0.0.1:${options.upstreamPort}`,
    logTail: () => readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n'),
  };
}

export async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Every category address the menu links to, in the menu's order. */
export async function categoryPaths(bffUrl: string): Promise<string[]> {
  const response = await fetch(`${bffUrl}/api/catalog/menu`, { headers: { 'site-version': 'desktop' } });
  const menu = (await response.json()) as { data?: unknown };
  const urls = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'url' && typeof item === 'string' && item.startsWith('/')) urls.add(item);
        else collect(item);
      }
    }
  };
  collect(menu.data);
  if (urls.size === 0) throw new Error('the menu has no categories');
  return [...urls];
}

/** The app's shell with nothing rendered in it: what a page address answers when rendering did not happen in time. */
export const isBareShell = (html: string) => html.includes('<div id="root"></div>');

/** A session with one line in the cart, so the cart read does real work. */
export async function shopperCookie(upstreamUrl: string): Promise<string> {
  const first = await fetch(`${upstreamUrl}/cart/getCartData/`);
  await first.body?.cancel();
  const sid = first.headers
    .getSetCookie()
    .find((value) => value.startsWith('sid='))
    ?.split(';')[0];
  if (!sid) throw new Error('the upstream set no session cookie');
  for (let assortmentId = 1; assortmentId <= 50; assortmentId += 1) {
    const put = await fetch(`${upstreamUrl}/api/v1/Cart/put/?assortmentId=${assortmentId}&quantity=2`, {
      method: 'PUT',
      headers: { cookie: sid, accept: 'application/json' },
    });
    const body = (await put.json()) as { response?: { status?: string } };
    if (body.response?.status === 'OK') return sid;
  }
  throw new Error('no available assortment to put into the cart');
}
