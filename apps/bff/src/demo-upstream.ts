import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * The bundled demo shop (apps/upstream). The compiled BFF (apps/bff/dist) runs the compiled demo
 * shop (apps/upstream/dist, built with it) with plain node, so tsx is never needed at run time; the
 * BFF run from source (dev, tests) runs the demo shop from source with the tsx loader, which is a
 * development dependency there.
 */
const upstreamDir = fileURLToPath(new URL('../../upstream/', import.meta.url));
const runsCompiled = !import.meta.url.endsWith('.ts');

function upstreamCommand(): string[] {
  if (runsCompiled) return [fileURLToPath(new URL('../../upstream/dist/server.js', import.meta.url))];
  return ['--import', import.meta.resolve('tsx'), fileURLToPath(new URL('../../upstream/src/server.ts', import.meta.url))];
}

export interface DemoUpstreamOptions {
  port: number;
  dataDir: string;
  /** How many assortments to generate on first start (the upstream's default when unset). */
  assortments?: string | undefined;
  logLevel?: string;
  /** The sales monitoring display's key, the same as the BFF's. */
  monitoringApiKey?: string;
  /** Where shoppers reach the shop: the links the demo shop writes (its outbox, payment returns) point there. */
  shopOrigin?: string;
  /** Each line the process prints. */
  onLine?: (line: string) => void;
  /** The first start generates the catalogue: allow for it. */
  readyTimeoutMs?: number;
}

export interface DemoUpstream {
  url: string;
  pid: number | undefined;
  /** Resolves once GET /health answers; rejects if the process exits or the time runs out. */
  ready: Promise<void>;
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** The shop's origin as the demo shop should write it: PUBLIC_URL, else this machine on the shop's port. */
export function demoShopOrigin(config: { port: number; publicUrl: string | undefined }): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** The demo shop process's environment. */
export function demoUpstreamEnv(options: DemoUpstreamOptions, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  // The demo shop is a service of its own in traces (shop-upstream), whatever this one is named.
  const { OTEL_SERVICE_NAME: _ownName, ...inherited } = base;
  return {
    ...inherited,
    // Loopback only: the demo shop is reached through the BFF.
    HOST: '127.0.0.1',
    UPSTREAM_PORT: String(options.port),
    DATA_DIR: options.dataDir,
    ...(options.assortments ? { DEMO_ASSORTMENTS: options.assortments } : {}),
    ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}),
    ...(options.monitoringApiKey ? { MONITORING_API_KEY: options.monitoringApiKey } : {}),
    ...(options.shopOrigin ? { SHOP_ORIGIN: options.shopOrigin } : {}),
  };
}

export function startDemoUpstream(options: DemoUpstreamOptions): DemoUpstream {
  const url = `http://127.0.0.1:${options.port}`;
  const env = demoUpstreamEnv(options);
  const child = spawn(process.execPath, ['--enable-source-maps', ...upstreamCommand()], {
    cwd: upstreamDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const recent: string[] = [];
  const forward = (line: string) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
    options.onLine?.(line);
  };
  createInterface({ input: child.stdout }).on('line', forward);
  createInterface({ input: child.stderr }).on('line', forward);

  let hasExited = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      hasExited = true;
      resolve({ code, signal });
    });
    child.once('error', (error) => {
      forward(`could not start: ${error.message}`);
      hasExited = true;
      resolve({ code: null, signal: null });
    });
  });
  // A BFF that exits for any reason takes its demo shop with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const ready = waitForHealth(url, options.readyTimeoutMs ?? 120_000, () => hasExited).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${recent.join('\n')}`);
  });

  async function stop() {
    if (hasExited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }

  return { url, pid: child.pid, ready, exited, stop };
}

async function waitForHealth(url: string, timeoutMs: number, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('The demo upstream exited before it was ready');
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The demo upstream did not answer ${url}/health within ${Math.round(timeoutMs / 1000)} s`);
}

type LogMethod = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
type LineLogger = Record<LogMethod, (fields: object, message: string) => void>;
const PINO_LEVELS: Record<number, LogMethod> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** The upstream logs pino JSON too: keep its level and fields rather than nesting a string. */
export function logUpstreamLine(log: LineLogger, line: string) {
  if (line.startsWith('{')) {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (typeof entry.level === 'number') {
        const { level, time: _time, pid: _pid, hostname: _hostname, msg, ...fields } = entry;
        log[PINO_LEVELS[level as number] ?? 'info'](fields, `[upstream] ${typeof msg === 'string' ? msg : ''}`);
        return;
      }
    } catch {
      // not JSON after all: logged as text below
    }
  }
  log.info({}, `[upstream] ${line}`);
}
