import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres } from '../db/database';
import { seedBase } from '../seed/baseSeed';
import { TEST_POSTGRES_URL, type TestDatabase } from '../testing/testDatabase';
import type { TestServer } from '../testing/testServer';

/** How long to wait for a closed pool's connections to leave before dropping the database. */
const DRAIN_TIMEOUT_MS = 5000;

/**
 * A test server on a fresh PostgreSQL database, for the race tests. Unlike a plain drop with
 * FORCE, closing waits until the pool's last connections have really left: node-postgres' pool
 * reports "ended" while its clients are still saying goodbye, and terminating them then raises
 * unhandled connection errors after a burst of parallel requests.
 */
export async function startPostgresTestServer(): Promise<TestServer> {
  const name = `skinbox_race_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  await seedBase(database.db);
  const dispose = async () => {
    await database.close();
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    for (;;) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  const testDatabase: TestDatabase = { ...database, dispose };
  const dataDir = mkdtempSync(join(tmpdir(), 'skinbox-data-'));
  const config = { ...loadConfig({}), PORT: 0, LOG_LEVEL: 'silent' as const, DATA_DIR: dataDir };
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    database: testDatabase,
    hub: app.hub,
    dataDir,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
