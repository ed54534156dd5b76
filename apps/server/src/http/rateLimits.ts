import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** A named counter (see createLimiter), shared by every process when REDIS_URL is set. */
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
}

/** Keys one in-process store keeps before it forgets the least recently used. */
const LOCAL_KEYS = 100_000;

/**
 * Abuse limits (sign-in, sign-up, SMS codes, slider challenges) count in @fastify/rate-limit's
 * stores: in Redis when REDIS_URL is set, where one Lua script increments and reads a count
 * atomically and every server process and restart shares it, else in this process. Keys carry the
 * site's namespace, so two sites (or two test servers) on one Redis do not share counts.
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
  await app.register(rateLimit, {
    global: false,
    cache: LOCAL_KEYS,
    ...(redis ? { redis, nameSpace: `skinbox:${options.namespace}:limit:` } : {}),
  });
  app.decorate('limiter', (name: string, window: LimitWindow): Limiter => {
    const options = {
      max: window.limit,
      timeWindow: window.windowMs,
      // The key is chosen by the caller (a phone, an account and address…), not read from the
      // request, so one call can count several keys.
      keyGenerator: (subject: unknown) => `${name}:${(subject as { key: string }).key}`,
      // The in-process store of each limiter is its own LRU map, sized by this option.
      cache: LOCAL_KEYS,
    };
    const check = app.createRateLimit(options);
    return {
      async take(key) {
        const verdict = await check({ key, routeOptions: {} } as never);
        return verdict.isAllowed || !verdict.isExceeded;
      },
    };
  });
}
