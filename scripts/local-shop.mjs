// The compiled shop on this machine for a measuring script, as `pnpm start` runs it: what is stale is
// built, then `node apps/bff/dist/server.js` serves the shop with the demo upstream on fresh data.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The demo upstream generates its data on a first start: about 20 s for the default 20 000 assortments. */
const READY_WITHIN_MS = 180_000;

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl, exited) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The shop exited before it was ready');
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The shop at ${baseUrl} was not ready within ${READY_WITHIN_MS / 1000} s`);
}

/**
 * Builds what is stale and starts the shop with its demo upstream on the given ports (free ones when
 * not given) and a data directory of its own. Resolves with its address, a stop that also removes
 * the data (an interrupted script stops it too) and a restart.
 */
export async function startLocalShop({ port, upstreamPort } = {}) {
  execFileSync(process.execPath, [path.join(repo, 'scripts/build-stale.mjs')], { cwd: repo, stdio: ['ignore', process.stderr, 'inherit'] });
  const shopPort = port ?? (await freePort());
  const demoPort = upstreamPort ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-perf-'));
  const launch = () =>
    spawn(process.execPath, ['dist/server.js'], {
      cwd: path.join(repo, 'apps/bff'),
      env: {
        ...process.env,
        PORT: String(shopPort),
        HOST: '127.0.0.1',
        UPSTREAM_PORT: String(demoPort),
        UPSTREAM_URL: '',
        DATA_DIR: dataDir,
        // A run closes its page as soon as the app is ready, cutting off pictures still loading: the
        // shop's warnings about those would bury the figures.
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', process.stderr, 'inherit'],
    });
  let shop = launch();
  let exited = false;
  const watch = () =>
    shop.once('exit', () => {
      exited = true;
    });
  watch();
  // Interrupted, even while it starts, the shop is stopped and its data removed all the same.
  const interrupted = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  const stop = async () => {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    if (!exited) {
      const gone = new Promise((done) => shop.once('exit', done));
      shop.kill('SIGTERM');
      await gone;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${shopPort}`;
  try {
    await waitUntilReady(baseUrl, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  /**
   * SIGTERM and start again on the same ports and data, as a deploy restarts it, once `whileDown`
   * has resolved; resolves when the shop is ready again.
   */
  const restart = async (whileDown = async () => {}) => {
    if (!exited) {
      const gone = new Promise((done) => shop.once('exit', done));
      shop.kill('SIGTERM');
      await gone;
    }
    await whileDown();
    exited = false;
    shop = launch();
    watch();
    await waitUntilReady(baseUrl, () => exited);
  };
  return { baseUrl, stop, restart };
}
