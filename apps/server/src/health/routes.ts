import { healthResponse } from '@skinbox/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/api/health', async () => {
    // A round trip proves the database answers, not just that the process is up.
    await database.db.execute(sql`select 1`);
    return healthResponse.parse({
      code: 0,
      msg: 'ok',
      data: { status: 'ok', database: database.driver, uptimeSeconds: process.uptime() },
    });
  });
}
