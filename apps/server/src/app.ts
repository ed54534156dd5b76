import compress from '@fastify/compress';
import Fastify from 'fastify';
import { registerAuthHook } from './auth/authHook';
import { SessionCache } from './auth/sessionCache';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { features } from './features';
import { registerErrorHandling } from './http/errors';
import { Lifecycle } from './health/lifecycle';
import { registerReadinessGate } from './health/routes';
import { serializeLoggedError, type LoggedError } from './http/loggedError';
import { registerRateLimits } from './http/rateLimits';
import { registerRequestUser } from './http/route';
import { registerSecurityHeaders } from './http/securityHeaders';
import { ADMIN_PREFIX, registerBuiltApp } from './http/builtApp';
import { registerSite } from './http/site';
import { registerStrictTransport } from './http/strictTransport';
import { trustedProxies } from './http/trustedProxies';
import type { ModuleDeps, SeedDeps } from './platform/deps';
import { siteClock, type SiteClock } from './runtime/siteClock';
import { gatherStatistics } from './platform/statistics';
import type { RealtimeHub } from './socket/hub';
import { createLocalHub } from './socket/localHub';
import { createRedisHub, redisNamespace } from './socket/redisHub';
import { SocketRegistry } from './socket/registry';
import { registerSocketRoutes } from './socket/socketRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime hub, for code that holds the app rather than ModuleDeps (tests, scripts). */
    hub: RealtimeHub;
    /** Starting, ready or draining (health/lifecycle.ts): the readiness check and the drain. */
    lifecycle: Lifecycle;
    /** The sockets of this process (their count is a metric). */
    sockets: SocketRegistry;
  }
}

export interface AppDeps {
  config: ServerConfig;
  database: Database;
  /** Where log lines go; stdout unless a test wants to read them. */
  logStream?: { write(line: string): void };
  /**
   * The process's phase. main.ts passes one that starts `starting` and listens before migrating;
   * without one the app is ready at once (tests and scripts build it on a prepared database).
   */
  lifecycle?: Lifecycle;
  /** Told of every route as it is registered (the API document's test compares them). */
  onRoute?: (route: { method: string; url: string }) => void;
  /** The site clock the routes read; one on SITE_TIME_ZONE and the wall clock unless a test sets one. */
  clock?: SiteClock;
}

/**
 * The seed step of the start phase, run before the app is built: each feature fills what an empty
 * database lacks (in list order: the catalogue before the mall) and leaves a seeded one alone.
 * Building the app seeds nothing, and timed work starts apart (runtime/startRuntime.ts), so a test
 * or a script can hold an app that does nothing on its own.
 */
export async function seedFeatures(deps: SeedDeps) {
  for (const feature of features) await feature.seed?.(deps);
}

/** Builds the HTTP server: API routes, the websocket and the built site on one port. */
export async function buildApp({
  config,
  database,
  logStream,
  lifecycle = new Lifecycle('ready'),
  onRoute,
  clock = siteClock(config.SITE_TIME_ZONE),
}: AppDeps) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Tokens and passwords never reach a log line.
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      // A failed query's bound parameters (ID numbers, names, card numbers) never either.
      serializers: {
        err: (error: Error) => {
          const logged = serializeLoggedError(error) as LoggedError;
          return { ...logged, stack: logged.stack ?? '' };
        },
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // A draining process finishes every request that reaches it (health/lifecycle.ts) instead of
    // answering 503 to the ones on connections opened before the drain.
    return503OnClosing: false,
  });
  if (onRoute) {
    app.addHook('onRoute', ({ method, url }) => {
      for (const one of [method].flat()) onRoute({ method: one, url });
    });
  }
  app.decorate('lifecycle', lifecycle);
  registerReadinessGate(app, lifecycle);
  registerSecurityHeaders(app, config);
  registerStrictTransport(app, { trustForwardedProto: config.TRUST_PROXY !== undefined });
  // JSON answers over 1 KB go out as br or gzip; the site's assets keep their precompressed files.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  registerErrorHandling(
    app,
    features.flatMap((feature) => (feature.refusals ? [feature.refusals] : [])),
  );
  await registerRateLimits(app, {
    redisUrl: config.REDIS_URL,
    namespace: redisNamespace(config.DATABASE_URL ?? config.DATA_DIR),
  });
  registerRequestUser(app);

  const registry = new SocketRegistry();
  const hub = config.REDIS_URL
    ? await createRedisHub(
        registry,
        config.REDIS_URL,
        redisNamespace(config.DATABASE_URL ?? config.DATA_DIR),
      )
    : createLocalHub(registry);
  app.addHook('onClose', () => hub.close());
  // Sessions expire by the site clock, as every rule does.
  registerAuthHook(app, new SessionCache(database.db, hub, () => clock.now().getTime()));
  await registerSocketRoutes(app, { db: database.db, hub, registry, clock });

  app.decorate('hub', hub);
  app.decorate('sockets', registry);
  const statistics = gatherStatistics(
    features.flatMap((f) => (f.statistics ? [f.statistics] : [])),
  );
  const deps: ModuleDeps = {
    app,
    config,
    database,
    db: database.db,
    hub,
    statistics,
    clock,
  };
  for (const feature of features) await feature.routes?.(deps);
  // A second built app goes here, before the site, whose shell answers every other page.
  await registerBuiltApp(app, { prefix: ADMIN_PREFIX, distDir: config.ADMIN_DIST });
  await registerSite(app, config.SITE_DIST);
  return app;
}
