// The production topology on one machine (`pnpm start:cluster`): Debian's nginx in front of three
// BFF instances (`node apps/bff/dist/server.js` with UPSTREAM_URL, REDIS_URL and TRUST_PROXY), one
// redis-server they share and the demo upstream as a process of its own, so that any instance may
// die without taking the shop's data with it. nginx's config is made from ops/nginx/shop.conf.
// The browser test through nginx (e2e/src/cluster.e2e.ts) starts it with startCluster.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOP_CONF = path.join(repo, 'ops/nginx/shop.conf');
/** The sales board's demo key, as `pnpm dev` uses it: the BFF wants one named with UPSTREAM_URL. */
const DEMO_MONITORING_KEY = 'demo-monitoring-key';
/** The demo upstream generates its data on a first start: about 20 s for the default 20 000 assortments. */
const READY_WITHIN_MS = 180_000;

/** Debian puts nginx in /usr/sbin, which a user's PATH may leave out. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * nginx's runtime config: ops/nginx/shop.conf with the given listen port and instances, inside a
 * main config that keeps the pid, the logs and the temp files in `dir` and stays in the foreground.
 * The access log names the instance that answered each request (and each one nginx tried first).
 */
export function nginxConfig({ dir, port, instancePorts, downPorts = [] }) {
  const shop = readFileSync(SHOP_CONF, 'utf8');
  const servers = [...shop.matchAll(/^([ \t]*)server 127\.0\.0\.1:\d+(.*;)$/gm)];
  const first = servers[0];
  if (!first || !/^[ \t]*listen \d+;$/m.test(shop)) throw new Error(`${SHOP_CONF} has no listen port or no instance to rewrite`);
  const [, indent, parameters] = first;
  const instances = instancePorts
    .map(
      (instancePort) =>
        `${indent}server 127.0.0.1:${instancePort}${parameters.replace(/;$/, downPorts.includes(instancePort) ? ' down;' : ';')}`,
    )
    .join('\n');
  let written = false;
  const site = shop
    .replace(/^[ \t]*server 127\.0\.0\.1:\d+.*;\n/gm, () => (written ? '' : ((written = true), `${instances}\n`)))
    .replace(/^([ \t]*)listen \d+;$/m, `$1listen 127.0.0.1:${port};`);
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {
  worker_connections 1024;
}
http {
  log_format shop '$time_iso8601 $shop_request_id $request_method $request_uri $status $request_time "$upstream_addr" "$upstream_status"';
  access_log ${dir}/access.log shop;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

/** The pids of a process's children (nginx's workers), read from /proc. */
function workersOf(parentPid) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(parentPid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * A child process whose output goes, line by line and named, to `output` (a function), or nowhere.
 * `start` may be called again after it has exited (a restart).
 */
function managedProcess(name, command, args, options, output) {
  let child;
  let exited = Promise.resolve();
  const handle = {
    name,
    get pid() {
      return child?.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    start() {
      // A group of its own: Ctrl+C reaches this script alone, which stops the parts in order
      // (nginx, then the draining instances, then the upstream and Redis).
      child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      const current = child;
      const killOnExit = () => current.kill('SIGKILL');
      process.once('exit', killOnExit);
      for (const stream of [current.stdout, current.stderr]) {
        createInterface({ input: stream }).on('line', (line) => output?.(name, line));
      }
      exited = new Promise((done) => {
        current.once('exit', (code, signal) => {
          process.off('exit', killOnExit);
          handle.onExit?.(code, signal);
          done();
        });
        current.once('error', (error) => {
          output?.(name, `could not start: ${error.message}`);
          done();
        });
      });
      return handle;
    },
    /** Sends the signal and resolves once the process has exited (SIGKILL after `graceMs`). */
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      if (!handle.running) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    /** @type {((code: number | null, signal: string | null) => void) | undefined} */
    onExit: undefined,
  };
  return handle;
}

async function waitFor(what, check, exited) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`${what} exited before it was ready`);
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} was not ready within ${READY_WITHIN_MS / 1000} s`);
}

const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(async (response) => (await response.arrayBuffer(), response.ok));

/** Whether a Redis server answers PING on the port. */
export function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

/**
 * Starts redis-server, the demo upstream, the BFF instances and nginx in front of them; the build
 * must exist (node scripts/build-stale.mjs). Resolves once nginx answers /api/ready. `dataDir`
 * holds the demo upstream's data (a temp dir of its own, removed on stop, when not given).
 * `output(name, line)` receives every process's lines. Each part can be stopped, killed and
 * started again: the test kills instances and Redis.
 */
export async function startCluster({
  port = 3000,
  instancePorts = [3001, 3002, 3003],
  upstreamPort = 4010,
  redisPort = 6379,
  dataDir,
  assortments,
  logLevel = 'info',
  monitoringApiKey = DEMO_MONITORING_KEY,
  env = {},
  upstreamEnv = {},
  output,
} = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-cluster-'));
  const data = dataDir ?? path.join(dir, 'data');
  mkdirSync(data, { recursive: true });
  const base = { ...process.env, ...env };
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  const origin = `http://127.0.0.1:${port}`;

  const redis = managedProcess(
    'redis',
    'redis-server',
    // Only what the BFFs share for a while: stored in memory, nothing written to disk.
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'],
    { cwd: dir },
    output,
  );
  const upstream = managedProcess(
    'upstream',
    process.execPath,
    ['--enable-source-maps', path.join(repo, 'apps/upstream/dist/server.js')],
    {
      cwd: path.join(repo, 'apps/upstream'),
      env: {
        ...base,
        ...upstreamEnv,
        HOST: '127.0.0.1',
        UPSTREAM_PORT: String(upstreamPort),
        DATA_DIR: data,
        LOG_LEVEL: logLevel,
        MONITORING_API_KEY: monitoringApiKey,
        SHOP_ORIGIN: base.PUBLIC_URL ?? `http://localhost:${port}`,
        ...(assortments ? { DEMO_ASSORTMENTS: String(assortments) } : {}),
      },
    },
    output,
  );
  const instances = instancePorts.map((instancePort) =>
    managedProcess(
      `bff-${instancePort}`,
      process.execPath,
      [path.join(repo, 'apps/bff/dist/server.js')],
      {
        cwd: path.join(repo, 'apps/bff'),
        env: {
          ...base,
          PORT: String(instancePort),
          HOST: '127.0.0.1',
          UPSTREAM_URL: upstreamUrl,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          // nginx on this machine: the shopper's address and scheme come from its X-Forwarded-* headers.
          TRUST_PROXY: '127.0.0.1',
          MONITORING_API_KEY: monitoringApiKey,
          DATA_DIR: data,
          LOG_LEVEL: logLevel,
        },
      },
      output,
    ),
  );
  const confPath = path.join(dir, 'nginx.conf');
  writeFileSync(confPath, nginxConfig({ dir, port, instancePorts }));
  const nginx = managedProcess('nginx', NGINX, ['-p', dir, '-c', confPath, '-e', path.join(dir, 'error.log')], { cwd: dir }, output);

  /** nginx with these instances `down`, once its new worker alone takes requests (the old one has finished its own). */
  const reloadNginx = async (downPorts) => {
    writeFileSync(confPath, nginxConfig({ dir, port, instancePorts, downPorts }));
    const pid = nginx.pid;
    if (pid === undefined) throw new Error('nginx is not running');
    const workersBefore = workersOf(pid);
    process.kill(pid, 'SIGHUP');
    await waitFor(
      'nginx reloaded',
      async () => {
        const workers = workersOf(pid);
        return workers.length === 1 && !workersBefore.includes(workers[0]);
      },
      () => !nginx.running,
    );
  };

  const instanceReady = async (instance, instancePort) =>
    waitFor(
      instance.name,
      () => answers(`http://127.0.0.1:${instancePort}/api/ready`),
      () => !instance.running,
    );

  const cluster = {
    url: origin,
    dir,
    accessLog: path.join(dir, 'access.log'),
    redis: {
      process: redis,
      async start() {
        redis.start();
        await waitFor(
          'redis-server',
          () => redisAnswers(redisPort),
          () => !redis.running,
        );
      },
    },
    upstream,
    nginx,
    instances: instances.map((instance, index) => ({
      process: instance,
      port: instancePorts[index],
      /** Starts the instance and resolves once it answers /api/ready. */
      async start() {
        instance.start();
        await instanceReady(instance, instancePorts[index]);
      },
    })),
    /**
     * Restarts one instance as a deployment does: nginx is told to send it nothing more (the
     * instance `down`, a graceful reload whose old worker finishes its requests), the instance
     * drains and stops (SIGTERM) and starts again, and nginx takes it back. Stopping an instance
     * that still gets new connections resets those waiting to be accepted, after nginx has sent
     * their request, and nginx passes no POST on to another instance.
     */
    async restartInstance(index) {
      const instance = cluster.instances[index];
      if (!instance) throw new Error(`no instance ${index}`);
      await reloadNginx([instance.port]);
      await instance.process.stop('SIGTERM');
      await instance.start();
      await reloadNginx([]);
    },
    /** nginx first (no new requests), then the instances drain, then the upstream and Redis. */
    async stop() {
      await nginx.stop('SIGQUIT');
      await Promise.all(instances.map((instance) => instance.stop()));
      await upstream.stop();
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };

  try {
    await cluster.redis.start();
    upstream.start();
    await waitFor(
      'the demo upstream',
      () => answers(`${upstreamUrl}/health`),
      () => !upstream.running,
    );
    await Promise.all(cluster.instances.map((instance) => instance.start()));
    nginx.start();
    await waitFor(
      'nginx',
      () => answers(`${origin}/api/ready`),
      () => !nginx.running,
    );
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

const portOf = (name, fallback) => Number(process.env[name] || fallback);

async function main() {
  execFileSync(process.execPath, [path.join(repo, 'scripts/build-stale.mjs')], { cwd: repo, stdio: 'inherit' });
  const port = portOf('PORT', 3000);
  const instancePorts = (process.env.BFF_PORTS || '3001,3002,3003').split(',').map(Number);
  const upstreamPort = portOf('UPSTREAM_PORT', 4010);
  const redisPort = portOf('REDIS_PORT', 6379);
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || '.data');
  let stopping = false;
  const cluster = await startCluster({
    port,
    instancePorts,
    upstreamPort,
    redisPort,
    dataDir,
    assortments: process.env.DEMO_ASSORTMENTS,
    logLevel: process.env.LOG_LEVEL || 'info',
    monitoringApiKey: process.env.MONITORING_API_KEY || DEMO_MONITORING_KEY,
    output: (name, line) => process.stdout.write(`[${name}] ${line}\n`),
  });
  for (const part of [cluster.nginx, cluster.upstream, cluster.redis.process, ...cluster.instances.map(({ process }) => process)]) {
    // The other instances keep serving when one stops; it is said, not restarted.
    part.onExit = (code, signal) => {
      if (!stopping) console.error(`start:cluster: ${part.name} exited (${signal ?? code})`);
    };
  }
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.error('start:cluster: stopping');
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  console.error(
    `start:cluster: the shop at http://localhost:${port} (nginx) → BFF on ${instancePorts.join(', ')}, Redis on ${redisPort}, ` +
      `the demo upstream on ${upstreamPort}; nginx's config and logs in ${cluster.dir}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`start:cluster: ${error.message}`);
    process.exit(1);
  });
}
