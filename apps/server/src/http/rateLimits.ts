import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

declare module 'fastify' {
  interface FastifyInstance {
    /** A named counter (see registerRateLimits), shared by every process when REDIS_URL is set. */
    limiter(name: string, window: LimitWindow): Limiter;
  }
}

export interface LimitWindow {
  limit: number;
  windowMs: number;
}

export interface Limiter {
  /** Counts an attempt for `key`; false once the key used up its window. */
  take(key: string): Promise<boolean>;
  /** Takes back one attempt `take` counted (a right answer, when only wrong ones should count). */
  giveBack(key: string): Promise<void>;
  /** Whether `key` has used up its window, without counting anything. */
  usedUp(key: string): Promise<boolean>;
  /** Milliseconds until `key`'s window ends (0 when nothing is counted). */
  windowLeftMs(key: string): Promise<number>;
}

/**
 * Abuse limits (sign-in, sign-up, SMS codes, slider challenges, secret guesses, chat) count in
 * rate-limiter-flexible's stores: in Redis when REDIS_URL is set, where one Lua script increments
 * and reads a count atomically and every server process and restart shares it, else in this
 * process. A Redis that stops answering falls back to this process's memory (the insurance
 * limiter) rather than failing the call. Keys carry the site's namespace, so two sites (or two
 * test servers) on one Redis do not share counts.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl?: string; namespace: string },
) {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  app.decorate('limiter', (name: string, window: LimitWindow): Limiter => {
    const shape = {
      points: window.limit,
      duration: window.windowMs / 1000,
      keyPrefix: `skinbox:${options.namespace}:limit:${name}`,
    };
    const store: RateLimiterAbstract = redis
      ? new RateLimiterRedis({
          ...shape,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(shape),
        })
      : new RateLimiterMemory(shape);
    return {
      async take(key) {
        try {
          await store.consume(key);
          return true;
        } catch (refusal) {
          if (refusal instanceof RateLimiterRes) return false;
          throw refusal;
        }
      },
      async giveBack(key) {
        await store.reward(key);
      },
      async usedUp(key) {
        const counted = await store.get(key);
        return (
          counted !== null && counted.msBeforeNext > 0 && counted.consumedPoints >= window.limit
        );
      },
      async windowLeftMs(key) {
        // An ended window whose key is not yet swept reads as negative.
        return Math.max(0, (await store.get(key))?.msBeforeNext ?? 0);
      },
    };
  });
}
