import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { startDemoUpstream } from '../src/demo-upstream.ts';

/**
 * What the BFF adds on top of the legacy shop, in one run on loopback with the same session
 * cookie: the cart read straight from the demo upstream, through a bare undici pass-through
 * (the least any proxy costs), through the BFF; and the cities list (the same for every shopper)
 * through the BFF with its shared cache and with the cache turned off.
 */

const DURATION_S = 5;
const WARMUP_S = 2;
const CONNECTIONS = 20;
/** Below both servers' capacity, so latency is the work of one request rather than queueing. */
const PACED_RATE = 500;
const HARD_LIMIT_MS = 180_000;

/** The BFF as it ships: the bundle `pnpm build` makes (the bench scripts build it first). */
const bffEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const bareEntry = fileURLToPath(new URL('./bare-pass-through.ts', import.meta.url));
const tsxLoader = import.meta.resolve('tsx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, timeoutMs: number) {
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

/** A session with one line in the cart, so the cart read does real work. */
async function shopperCookie(upstreamUrl: string): Promise<string> {
  const first = await fetch(`${upstreamUrl}/cart/getCartData/`);
  await first.body?.cancel();
  const sid = first.headers.getSetCookie().find((value) => value.startsWith('sid='))?.split(';')[0];
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

function rssMiB(pid: number): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return `${(kib / 1024).toFixed(1)} MiB`;
  } catch {
    return 'unknown (no /proc)';
  }
}

/** The bare pass-through in a process of its own (bare-pass-through.ts). */
function startBare(upstreamUrl: string, port: number) {
  return spawn(process.execPath, ['--import', tsxLoader, bareEntry, upstreamUrl, String(port)], { stdio: ['ignore', 'inherit', 'inherit'] });
}

function startBff(port: number, upstreamUrl: string, dataDir: string, extraEnv: Record<string, string> = {}) {
  return spawn(process.execPath, [bffEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: upstreamUrl,
      MONITORING_API_KEY: 'bench-monitoring-key',
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(dataDir, 'no-web'),
      NODE_ENV: 'production',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const fixed = (value: number) => value.toFixed(2).padStart(9);

function row(name: string, result: Result) {
  const failures = result.non2xx + result.errors + result.timeouts;
  return `${name.padEnd(22)}${result.requests.average.toFixed(0).padStart(9)}${fixed(result.latency.p50)}${fixed(result.latency.p97_5)}${fixed(result.latency.p99)}${String(failures).padStart(9)}`;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-bench-'));
  const [upstreamPort, bffPort, uncachedPort, barePort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const upstream = startDemoUpstream({ port: upstreamPort, dataDir, assortments: '300', logLevel: 'warn' });
  const bff = startBff(bffPort, upstream.url, dataDir);
  const uncached = startBff(uncachedPort, upstream.url, dataDir, { SHARED_CACHE_TTL_MS: '0' });
  const bare = startBare(upstream.url, barePort);
  const stopAll = async () => {
    bff.kill('SIGTERM');
    uncached.kill('SIGTERM');
    bare.kill('SIGTERM');
    await upstream.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const guard = setTimeout(() => {
    console.error(`benchmark exceeded ${HARD_LIMIT_MS / 1000} s, stopping`);
    bff.kill('SIGKILL');
    uncached.kill('SIGKILL');
    bare.kill('SIGKILL');
    void upstream.stop().finally(() => process.exit(1));
  }, HARD_LIMIT_MS);

  try {
    await upstream.ready;
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    await waitFor(`${bffUrl}/api/health`, 30_000);
    await waitFor(`http://127.0.0.1:${uncachedPort}/api/health`, 30_000);
    await waitFor(`http://127.0.0.1:${barePort}/health`, 30_000);
    const cookie = await shopperCookie(upstream.url);

    const direct = { url: `${upstream.url}/cart/getCartData/`, headers: { cookie, 'rq-type': 'client', 'site-version': 'desktop', accept: 'application/json' } };
    const viaBff = { url: `${bffUrl}/api/cart`, headers: { cookie, 'site-version': 'desktop' } };
    const viaBare = { ...direct, url: `http://127.0.0.1:${barePort}/cart/getCartData/` };
    const citiesCached = { url: `${bffUrl}/api/cities`, headers: { cookie, 'site-version': 'desktop' } };
    const citiesUncached = { url: `http://127.0.0.1:${uncachedPort}/api/cities`, headers: { cookie, 'site-version': 'desktop' } };

    const check = await fetch(viaBff.url, { headers: viaBff.headers });
    const checked = (await check.json()) as { status: string; data?: { countpos: number } };
    if (checked.status !== 'OK') throw new Error(`the BFF cart read failed: ${JSON.stringify(checked)}`);

    console.log(`warming up (${WARMUP_S} s each)...`);
    for (const target of [direct, viaBare, viaBff, citiesCached, citiesUncached]) {
      await autocannon({ ...target, connections: CONNECTIONS, duration: WARMUP_S });
    }

    const header = `${''.padEnd(22)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p97.5 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'failed'.padStart(9)}`;
    console.log(`cart with ${checked.data?.countpos ?? 0} line(s); each phase ${DURATION_S} s, ${CONNECTIONS} connections`);
    const run = (target: { url: string; headers: Record<string, string> }, rate?: number) =>
      autocannon({ ...target, ...(rate ? { overallRate: rate } : {}), connections: CONNECTIONS, duration: DURATION_S });

    const fast = {
      direct: await run(direct),
      bare: await run(viaBare),
      bff: await run(viaBff),
      cached: await run(citiesCached),
      uncached: await run(citiesUncached),
    };
    console.log('');
    console.log('as fast as possible');
    console.log(header);
    console.log(row('upstream (cart)', fast.direct));
    console.log(row('bare undici (cart)', fast.bare));
    console.log(row('BFF (cart)', fast.bff));
    console.log(row('BFF cities, cached', fast.cached));
    console.log(row('BFF cities, no cache', fast.uncached));
    console.log(`BFF / bare pass-through: ${(fast.bff.requests.average / fast.bare.requests.average).toFixed(2)}x`);
    console.log(`cities cached / not cached: ${(fast.cached.requests.average / fast.uncached.requests.average).toFixed(2)}x`);

    const paced = { direct: await run(direct, PACED_RATE), bare: await run(viaBare, PACED_RATE), bff: await run(viaBff, PACED_RATE) };
    console.log('');
    console.log(`paced at ${PACED_RATE} req/s`);
    console.log(header);
    console.log(row('upstream (cart)', paced.direct));
    console.log(row('bare undici (cart)', paced.bare));
    console.log(row('BFF (cart)', paced.bff));
    console.log(
      `${'BFF added over upstream'.padEnd(22)}${''.padStart(9)}${fixed(paced.bff.latency.p50 - paced.direct.latency.p50)}${fixed(paced.bff.latency.p97_5 - paced.direct.latency.p97_5)}${fixed(paced.bff.latency.p99 - paced.direct.latency.p99)}`,
    );
    console.log('');
    console.log(`BFF process RSS after the run: ${bff.pid ? rssMiB(bff.pid) : 'unknown'}`);
  } finally {
    clearTimeout(guard);
    await stopAll();
  }
}

await main();
process.exit(0);
