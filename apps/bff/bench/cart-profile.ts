import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs } from './process.ts';
import { bffEntry, shopperCookie, startShop, waitFor } from './shop.ts';
import { freePort } from '../src/testing/demo-shop.ts';

/**
 * Where the BFF's CPU goes on a cart read: the shop started as `pnpm start` starts it (bench/shop.ts),
 * under V8's sampling profiler, one shopper's cart read at 20 connections, then the samples
 * summed by the part of the BFF they were in (the nearest frame on the stack that a part names)
 * and by function. Usage: cart-profile.ts [reads] [dir to keep the .cpuprofile in]
 *
 * V8 samples the main thread on a clock: where other work takes the cores, a thread waiting to
 * run is counted where it stopped (often a socket write that woke another process). Read the
 * parts against each other, and the CPU per read from /proc, not the sampled total.
 */

const PARTS: Array<[string, RegExp]> = [
  ['upstream: undici', /undici\//],
  ['reply write: node http', /node:_http_outgoing|node:_http_server:.*\b(writeHead|end)\b/],
  ['compression hooks', /@fastify\/compress/],
  ['security headers hook', /plugins\/security\.ts/],
  ['forms hook', /http\/forms\.ts/],
  ['metrics and request log', /plugins\/(observability|metric-series)\.ts/],
  ['pino', /pino\//],
  ['routing: find-my-way', /find-my-way\//],
  ['upstream reply memo', /upstream\/(reply-memo|normalise)\.ts/],
  ['upstream client', /upstream\/(client|read-whole|deadlines|headers)\.ts/],
  ['personal reply headers', /http\/(cache-instructions|session|logging)\.ts/],
  ['contract route', /http\/contract-route\.ts|routes\/cart\.ts/],
  ['request id', /crypto\/random|requestIdOf/],
  ['fastify', /fastify\//],
  ['request parse: node http', /node:_http_(server|common|incoming)/],
];
/** Streams, sockets and the event loop serve the part above them: their time goes to that part. */
const CARRIERS: Array<[string, RegExp]> = [
  ['streams and sockets', /node:internal\/streams|node:net|stream_base_commons|node:events/],
  ['event loop, promises, timers', /task_queues|node:internal\/timers|node:timers|runMicrotasks|processImmediate|promises/],
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

function summarise(file: string, map: SourceMap, reads: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stackOf = function* (id: number) {
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) yield byId.get(current) as ProfileNode;
  };
  const where = (node: ProfileNode) => {
    const { url, lineNumber, columnNumber } = node.callFrame;
    if (url.endsWith('dist/server.js')) {
      const entry = map.findEntry(lineNumber, columnNumber) as { originalSource?: string; originalLine?: number };
      if (entry.originalSource) return `${entry.originalSource.replace(/^(\.\.\/)+/, '')}:${(entry.originalLine ?? 0) + 1}`;
    }
    const packages = url.lastIndexOf('node_modules/');
    return `${packages === -1 ? url : url.slice(packages + 'node_modules/'.length)}:${lineNumber + 1}`;
  };
  const name = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${where(node)}`;

  // From the first sample in a request handler on: the start (modules, the page rendering) is left out.
  const busy = new Map<number, number>();
  let started = false;
  profile.samples.forEach((id, index) => {
    started ||= [...stackOf(id)].some((node) => node.callFrame.functionName === 'routeHandler');
    if (!started || byId.get(id)?.callFrame.functionName === '(idle)') return;
    busy.set(id, (busy.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...busy.values()].reduce((sum, time) => sum + time, 0);
  const byPart = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, time] of busy) {
    let part: string | undefined;
    let carrier: string | undefined;
    for (const node of stackOf(id)) {
      const text = name(node);
      part = PARTS.find(([, pattern]) => pattern.test(text))?.[0];
      if (part) break;
      carrier ??= CARRIERS.find(([, pattern]) => pattern.test(text))?.[0];
    }
    const leaf = byId.get(id) as ProfileNode;
    const key = part ?? carrier ?? (leaf.callFrame.functionName.startsWith('(') ? leaf.callFrame.functionName : 'other');
    byPart.set(key, (byPart.get(key) ?? 0) + time);
    byFunction.set(name(leaf), (byFunction.get(name(leaf)) ?? 0) + time);
  }
  const rows = (values: Map<string, number>, count: number) =>
    [...values]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${key}`)
      .join('\n');
  console.log(`sampled busy time: ${(total / 1000 / reads).toFixed(3)} ms a read\n\nby part of the BFF\n${rows(byPart, 25)}`);
  console.log(`\nby function (self time)\n${rows(byFunction, 30)}`);
}

async function main() {
  const reads = Number(process.argv[2] ?? 20_000);
  const keep = process.argv[3];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-profile-'));
  const profileDir = keep ?? path.join(dataDir, 'profile');
  const [port, upstreamPort] = [await freePort(), await freePort()];
  const shop = startShop({ port, upstreamPort, dataDir, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
  const exited = new Promise((resolve) => shop.process.once('exit', resolve));
  try {
    const bffUrl = shop.url;
    await waitFor(`${bffUrl}/api/ready`, 180_000);
    const cookie = await shopperCookie(shop.upstreamUrl);
    const target = { url: `${bffUrl}/api/cart`, headers: { cookie, 'site-version': 'desktop' }, connections: 20 };
    await autocannon({ ...target, amount: 5_000 });
    const before = cpuMs(shop.process.pid as number);
    await autocannon({ ...target, amount: reads });
    console.log(`CPU per cart read (from /proc, profiler on): ${((cpuMs(shop.process.pid as number) - before) / reads).toFixed(3)} ms`);
  } finally {
    shop.process.kill('SIGTERM');
    await exited;
  }
  const map = new SourceMap(JSON.parse(readFileSync(`${bffEntry}.map`, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]);
  const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the shop wrote no profile');
  summarise(path.join(profileDir, file), map, reads + 5_000);
  if (keep) console.log(`\nthe profile: ${path.join(profileDir, file)}`);
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
