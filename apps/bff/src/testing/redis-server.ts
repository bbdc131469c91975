import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { freePort } from './demo-shop.ts';

export interface RedisServer {
  url: string;
  port: number;
  /** SIGSTOP / SIGCONT: a Redis that hangs, then answers again. */
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL stands for a Redis that dies rather than shuts down. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A throwaway redis-server (Debian's, installed by scripts/setup.sh) on a free loopback port (or the given one), nothing saved. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  port ??= await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start within 10 s')), 10_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not start (run scripts/setup.sh): ${error.message}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    signal(signal) {
      child.kill(signal);
    },
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      await exited;
    },
  };
}
