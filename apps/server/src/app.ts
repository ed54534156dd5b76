import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuthHook } from './auth/authHook';
import type { ServerConfig } from './config';
import type { Database, Db } from './db/database';
import { registerErrorHandling } from './http/errors';
import { registerRequestUser } from './http/route';
import { registerSite } from './http/site';
import { TRUSTED_PROXIES } from './http/trustedProxies';
import { registerHealth } from './routes/health';
import type { RealtimeHub } from './socket/hub';
import { createLocalHub } from './socket/localHub';
import { createRedisHub, redisNamespace } from './socket/redisHub';
import { SocketRegistry } from './socket/registry';
import { registerSocketRoutes } from './socket/socketRoutes';
import { registerAuthRoutes } from './routes/auth/authRoutes';
import { registerAvatarRoutes } from './routes/user/avatarRoutes';
import { registerMessageRoutes } from './routes/user/messageRoutes';
import { registerProfileRoutes } from './routes/user/profileRoutes';
import { registerRealNameRoutes } from './routes/user/realNameRoutes';
import { registerRegisterRewardRoutes } from './routes/user/registerRewardRoutes';
import { registerSigninRoutes } from './routes/user/signinRoutes';
import { registerStickerRoutes } from './routes/user/stickerRoutes';
import { registerVipRoutes } from './routes/user/vipRoutes';
import { registerContentRoutes } from './content/contentRoutes';
import { registerUploadRoutes } from './uploads/uploadRoutes';
import { registerCatalogue } from './catalogue/register';
import { registerBoxes } from './boxes/routes';
import { registerFairness } from './fairness/routes';
import { registerBag } from './bag/routes';
import { registerRecords } from './records/routes';
import { registerMall } from './mall/routes';
import { registerRecharge } from './recharge/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime hub, for code that holds the app rather than ModuleDeps (tests, scripts). */
    hub: RealtimeHub;
  }
}

export interface AppDeps {
  config: ServerConfig;
  database: Database;
  /** Where log lines go; stdout unless a test wants to read them. */
  logStream?: { write(line: string): void };
}

/** What every route module receives. */
export interface ModuleDeps {
  app: FastifyInstance;
  config: ServerConfig;
  database: Database;
  db: Db;
  /** Socket pushes: broadcasts and per-user messages (Redis-backed when REDIS_URL is set). */
  hub: RealtimeHub;
}

export type RouteModule = (deps: ModuleDeps) => void | Promise<void>;

/** Every API module, one line each, registered in this order. */
const routeModules: RouteModule[] = [
  ({ app, database }) => registerHealth(app, database),
  registerAuthRoutes,
  registerProfileRoutes,
  registerRealNameRoutes,
  registerAvatarRoutes,
  registerVipRoutes,
  registerMessageRoutes,
  registerRegisterRewardRoutes,
  registerSigninRoutes,
  registerStickerRoutes,
  registerUploadRoutes,
  registerContentRoutes,
  registerCatalogue,
  registerBoxes,
  registerFairness,
  registerBag,
  registerRecords,
  registerMall,
  registerRecharge,
];

/** Builds the HTTP server: API routes, the websocket and the built site on one port. */
export async function buildApp({ config, database, logStream }: AppDeps) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Tokens and passwords never reach a log line.
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: TRUSTED_PROXIES,
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Emotion injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'data:'],
      },
    },
  });
  // JSON answers over 1 KB go out as br or gzip; the site's assets keep their precompressed files.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  registerErrorHandling(app);
  registerRequestUser(app);
  registerAuthHook(app, database.db);

  const registry = new SocketRegistry();
  const hub = config.REDIS_URL
    ? await createRedisHub(
        registry,
        config.REDIS_URL,
        redisNamespace(config.DATABASE_URL ?? config.DATA_DIR),
      )
    : createLocalHub(registry);
  app.addHook('onClose', () => hub.close());
  await registerSocketRoutes(app, { db: database.db, hub, registry });

  app.decorate('hub', hub);
  const deps: ModuleDeps = { app, config, database, db: database.db, hub };
  for (const registerModule of routeModules) await registerModule(deps);
  await registerSite(app, config.SITE_DIST);
  return app;
}
