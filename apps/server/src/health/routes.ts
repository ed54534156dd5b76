import { healthResponse, readinessResponse } from '@skinbox/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { errorBody } from '../http/errors';
import { METRICS_PATH } from '../metrics/endpoint';
import type { Lifecycle } from './lifecycle';

export const HEALTH_PATH = '/api/health';
export const READINESS_PATH = '/api/health/ready';
/** What a starting process answers: its health checks and its metrics. */
const OPEN_WHILE_STARTING = new Set([HEALTH_PATH, READINESS_PATH, METRICS_PATH]);

/**
 * Liveness (`/api/health`: the process answers and its database does) and readiness
 * (`/api/health/ready`: it takes players now; 503 while it starts or drains).
 */
export function registerHealth(app: FastifyInstance, database: Database, lifecycle: Lifecycle) {
  app.get(HEALTH_PATH, async () => {
    // A round trip proves the database answers, not just that the process is up.
    await database.db.execute(sql`select 1`);
    return healthResponse.parse({
      code: 0,
      msg: 'ok',
      data: { status: 'ok', database: database.driver, uptimeSeconds: process.uptime() },
    });
  });
  app.get(READINESS_PATH, async (request, reply) => {
    const data = { ready: lifecycle.isReady, phase: lifecycle.phase };
    if (data.ready) return readinessResponse.parse({ code: 0, msg: 'ok', data });
    return reply
      .status(503)
      .header('retry-after', '1')
      .send(readinessResponse.parse({ ...errorBody(request, 'errors.unavailable', 503), data }));
  });
}

/**
 * A process listens before its migrations and seed are done, so an orchestrator sees it alive;
 * until it is ready it answers everything but the health checks with 503 and Retry-After, never
 * a half-migrated database. A draining process keeps serving the requests that still reach it
 * (on connections opened before the drain), each answer closing its connection so the client's
 * next request opens one to another process.
 */
export function registerReadinessGate(app: FastifyInstance, lifecycle: Lifecycle) {
  app.addHook('onRequest', async (request, reply) => {
    if (lifecycle.phase === 'draining') reply.header('connection', 'close');
    if (lifecycle.phase !== 'starting') return;
    if (OPEN_WHILE_STARTING.has(request.url.split('?')[0] ?? '')) return;
    return reply
      .status(503)
      .header('retry-after', '1')
      .send(errorBody(request, 'errors.unavailable', 503));
  });
}
