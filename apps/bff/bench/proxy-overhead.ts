import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { startDemoUpstream } from '../src/demo-upstream.ts';

/**
 * What the BFF adds on top of the legacy shop: the same cart read straight from the demo
 * upstream and through the BFF, on loopback, with the same session cookie.
 */

const DURATION_S = 5;
const WARMUP_S = 2;
const CONNECTIONS = 20;
/** Below both servers' capacity, so latency is the work of one request rather than queueing. */
const PACED_RATE = 500;
const HARD_LIMIT_MS = 90_000;

const bffEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
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

const fixed = (value: number) => value.toFixed(2).padStart(9);

function row(name: string, result: Result) {
  const failures = result.non2xx + result.errors + result.timeouts;
  return `${name.padEnd(10)}${result.requests.average.toFixed(0).padStart(9)}${fixed(result.latency.p50)}${fixed(result.latency.p97_5)}${fixed(result.latency.p99)}${String(failures).padStart(9)}`;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-bench-'));
  const [upstreamPort, bffPort] = [await freePort(), await freePort()];
  const upstream = startDemoUpstream({ port: upstreamPort, dataDir, assortments: '300', logLevel: 'warn' });
  const bff = spawn(process.execPath, ['--import', tsxLoader, bffEntry], {
    env: {
      ...process.env,
      PORT: String(bffPort),
      HOST: '127.0.0.1',
      UPSTREAM_URL: upstream.url,
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(dataDir, 'no-web'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopAll = async () => {
    bff.kill('SIGTERM');
    await upstream.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const guard = setTimeout(() => {
    console.error(`benchmark exceeded ${HARD_LIMIT_MS / 1000} s, stopping`);
    bff.kill('SIGKILL');
    void upstream.stop().finally(() => process.exit(1));
  }, HARD_LIMIT_MS);

  try {
    await upstream.ready;
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    await waitFor(`${bffUrl}/api/health`, 30_000);
    const cookie = await shopperCookie(upstream.url);

    const direct = { url: `${upstream.url}/cart/getCartData/`, headers: { cookie, 'rq-type': 'client', 'site-version': 'desktop', accept: 'application/json' } };
    const viaBff = { url: `${bffUrl}/api/cart`, headers: { cookie, 'site-version': 'desktop' } };

    const check = await fetch(viaBff.url, { headers: viaBff.headers });
    const checked = (await check.json()) as { status: string; data?: { countpos: number } };
    if (checked.status !== 'OK') throw new Error(`the BFF cart read failed: ${JSON.stringify(checked)}`);

    console.log(`warming up (${WARMUP_S} s each)...`);
    await autocannon({ ...direct, connections: CONNECTIONS, duration: WARMUP_S });
    await autocannon({ ...viaBff, connections: CONNECTIONS, duration: WARMUP_S });

    console.log(`cart with ${checked.data?.countpos ?? 0} line(s); each phase ${DURATION_S} s, ${CONNECTIONS} connections`);
    for (const phase of [
      { title: 'as fast as possible', rate: undefined },
      { title: `paced at ${PACED_RATE} req/s`, rate: PACED_RATE },
    ]) {
      const pacing = phase.rate ? { overallRate: phase.rate } : {};
      const upstreamResult = await autocannon({ ...direct, ...pacing, connections: CONNECTIONS, duration: DURATION_S });
      const bffResult = await autocannon({ ...viaBff, ...pacing, connections: CONNECTIONS, duration: DURATION_S });
      console.log('');
      console.log(phase.title);
      console.log(`${''.padEnd(10)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p97.5 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'failed'.padStart(9)}`);
      console.log(row('upstream', upstreamResult));
      console.log(row('via BFF', bffResult));
      console.log(
        `${'added'.padEnd(10)}${''.padStart(9)}${fixed(bffResult.latency.p50 - upstreamResult.latency.p50)}${fixed(bffResult.latency.p97_5 - upstreamResult.latency.p97_5)}${fixed(bffResult.latency.p99 - upstreamResult.latency.p99)}`,
      );
    }
    console.log('');
    console.log(`BFF process RSS after the run: ${bff.pid ? rssMiB(bff.pid) : 'unknown'}`);
  } finally {
    clearTimeout(guard);
    await stopAll();
  }
}

await main();
process.exit(0);
