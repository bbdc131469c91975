import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis, ReplyError } from 'ioredis';
import { RedisDown } from './store.ts';

/** Every key this BFF writes starts with this, so the shop can share a Redis with others. */
export const REDIS_KEY_PREFIX = 'shop-bff:';

const ERROR_LOG_INTERVAL_MS = 10_000;
/**
 * After a command times out or its connection fails, commands are refused at once for this long,
 * then one is let through as a probe. 5 s: a Redis that is restarting is back within a few, and
 * in the meantime a page pays nothing for it (a cache miss, a limit let through).
 */
export const REDIS_BREAKER_OPEN_MS = 5_000;
/** A connection that is not ready by then is left to reconnect in the background. */
const CONNECT_TIMEOUT_MS = 2_000;
/** Redis answers in well under a millisecond; a command waiting a second is a sick or overloaded Redis. */
const COMMAND_TIMEOUT_MS = 1_000;

type SendCommand = Redis['sendCommand'];

/**
 * A Redis client with a circuit breaker. Without a ready connection every command fails at once
 * (no offline queue); a command that fails for any reason but Redis's own answer opens the breaker
 * for REDIS_BREAKER_OPEN_MS, then one command probes. A new connection closes it. Every user of
 * Redis (the stores, the attempts, the rate limits) treats a failure as "Redis has nothing".
 */
export class GuardedRedis extends Redis {
  private openUntil = 0;
  private probing = false;

  /** False while the BFF has given up on Redis for a while (bff_redis_up). */
  get usable(): boolean {
    return this.status === 'ready' && this.openUntil === 0;
  }

  override sendCommand(...[command, stream]: Parameters<SendCommand>): ReturnType<SendCommand> {
    // 'connect': the handshake's own commands, which ioredis lets through before it is ready.
    if (this.status === 'connect') return super.sendCommand(command, stream);
    if (this.status !== 'ready') {
      command.reject(new RedisDown(`Redis is not connected (${this.status})`));
      return command.promise;
    }
    const probe = this.openUntil !== 0;
    if (probe && (this.probing || Date.now() < this.openUntil)) {
      command.reject(new RedisDown('Redis is given up on for a while (circuit breaker open)'));
      return command.promise;
    }
    this.probing = probe;
    const sent = super.sendCommand(command, stream);
    command.promise.then(
      () => this.closeBreaker(),
      (error: unknown) => (error instanceof ReplyError ? this.closeBreaker() : this.openBreaker()),
    );
    return sent;
  }

  openBreaker() {
    this.probing = false;
    this.openUntil = Date.now() + REDIS_BREAKER_OPEN_MS;
  }

  closeBreaker() {
    this.probing = false;
    this.openUntil = 0;
  }
}

/** One shared connection per BFF process; waits for it at most CONNECT_TIMEOUT_MS, then goes on without. */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<GuardedRedis> {
  const redis = new GuardedRedis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = now;
    log.warn({ err: error }, 'redis connection problem');
  });
  redis.on('ready', () => redis.closeBreaker());
  redis.on('close', () => redis.openBreaker());
  await Promise.race([once(redis, 'ready'), new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS).unref())]).catch(
    () => undefined,
  );
  if (redis.status !== 'ready') log.warn({ url }, 'redis is not reachable yet: going on without it until it is');
  return redis;
}
