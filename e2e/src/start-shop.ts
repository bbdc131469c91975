import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT, E2E_UPSTREAM_PORT, baseURL } from './shop-address.ts';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

async function waitUntilReady(deadline: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The shop exited before it was ready');
    try {
      const response = await fetch(`${baseURL}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('The shop did not become ready in time');
}

/**
 * Starts the shop as `pnpm start` does in production, on fresh data: the web app and the compiled
 * BFF are built when missing or stale, then `node dist/server.js` runs. Stopped after the run.
 */
export default async function startShop() {
  execFileSync(process.execPath, [join(repo, 'scripts/build-stale.mjs')], { cwd: repo, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const shop = spawn(process.execPath, ['dist/server.js'], {
    cwd: join(repo, 'apps/bff'),
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      UPSTREAM_PORT: String(E2E_UPSTREAM_PORT),
      DATA_DIR: dataDir,
      DEMO_ASSORTMENTS: '2000',
      LOG_LEVEL: 'warn',
      // Each browser context says which shopper it is by X-Forwarded-For (browser.ts).
      TRUST_PROXY: '127.0.0.1',
      UPSTREAM_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  shop.on('exit', () => {
    exited = true;
  });
  await waitUntilReady(Date.now() + 150_000, () => exited);

  return async () => {
    if (!exited) {
      shop.kill('SIGTERM');
      await new Promise((done) => shop.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
