import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { registerErrorHandling } from './http/errors';
import { registerRequestUser } from './http/route';
import { registerSite } from './http/site';
import { registerHealth } from './routes/health';

export interface AppDeps {
  config: ServerConfig;
  database: Database;
}

/** Builds the HTTP server: API routes, the websocket and the built site on one port. */
export async function buildApp({ config, database }: AppDeps) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Tokens and passwords never reach a log line.
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    },
    trustProxy: true,
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
  registerErrorHandling(app);
  registerRequestUser(app);
  registerHealth(app, database);
  await registerSite(app, config.SITE_DIST);
  return app;
}
