import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT, E2E_UPSTREAM_PORT } from './shop-address.ts';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

async function waitUntilReady(origin: string, deadline: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The shop exited before it was ready');
    try {
      const response = await fetch(`${origin}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('The shop did not become ready in time');
}

export type ShopProcess = {
  /** Stops the shop and removes its data. */
  stop: () => Promise<void>;
  /** SIGTERM, then `whileDown`, then the shop starts again on its ports and data; resolves when it is ready. */
  restart: (whileDown?: () => Promise<void>) => Promise<void>;
};

/**
 * Starts a shop as `pnpm start` runs it in production (`node dist/server.js`, the demo upstream
 * beside it), on fresh data of its own and the given ports; the build must be there.
 */
export async function startShopProcess({
  port,
  upstreamPort,
  env = {},
}: {
  port: number;
  upstreamPort: number;
  /** Set beside (or over) the browser tests' own settings. */
  env?: Record<string, string>;
}): Promise<ShopProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const origin = `http://127.0.0.1:${port}`;
  const launch = () =>
    spawn(process.execPath, ['dist/server.js'], {
      cwd: join(repo, 'apps/bff'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        UPSTREAM_PORT: String(upstreamPort),
        DATA_DIR: dataDir,
        DEMO_ASSORTMENTS: '2000',
        LOG_LEVEL: 'warn',
        // Each browser context says which shopper it is by X-Forwarded-For (browser.ts).
        TRUST_PROXY: '127.0.0.1',
        UPSTREAM_URL: '',
        // Built when first asked for (sitemap.e2e.ts), not beside every file's shoppers.
        SITEMAP_FIRST_BUILD_S: 'off',
        // No load balancer keeps connections to these shops: they stop at once.
        SHUTDOWN_DRAIN_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  let shop = launch();
  let exited = false;
  const watch = () =>
    shop.once('exit', () => {
      exited = true;
    });
  watch();
  await waitUntilReady(origin, Date.now() + 150_000, () => exited);

  const end = async () => {
    if (exited) return;
    const gone = new Promise((done) => shop.once('exit', done));
    shop.kill('SIGTERM');
    await gone;
  };
  return {
    async stop() {
      await end();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async restart(whileDown = async () => {}) {
      await end();
      await whileDown();
      exited = false;
      shop = launch();
      watch();
      await waitUntilReady(origin, Date.now() + 60_000, () => exited);
    },
  };
}

/** A shop of its own (see startShopProcess); resolves to a function that stops it and removes its data. */
export async function launchShop(options: Parameters<typeof startShopProcess>[0]): Promise<() => Promise<void>> {
  return (await startShopProcess(options)).stop;
}

/**
 * The browser tests' shop: the web app and the compiled BFF are built when missing or stale, then
 * the shop starts on the browser tests' ports. Stopped after the run.
 */
export default async function startShop() {
  execFileSync(process.execPath, [join(repo, 'scripts/build-stale.mjs')], { cwd: repo, stdio: 'inherit' });
  return launchShop({ port: E2E_PORT, upstreamPort: E2E_UPSTREAM_PORT });
}
