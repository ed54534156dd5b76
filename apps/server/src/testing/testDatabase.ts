import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/database';

/** The local PostgreSQL used by the `server-pg` test project unless DATABASE_URL says otherwise. */
export const TEST_POSTGRES_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const DRAIN_TIMEOUT_MS = 5000;
const DRAIN_POLL_MS = 20;

export interface TestDatabase extends Database {
  /** The connection string of a PostgreSQL test database (undefined on PGlite). */
  url?: string;
  /** Closes the connection and removes what the test created. */
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database for one test file: in-memory PGlite, or (TEST_DB=pg) a fresh
 * PostgreSQL database that is dropped afterwards.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'pg') {
    const database = await openPglite();
    await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  return openPostgresTestDatabase();
}

/** A fresh, migrated PostgreSQL database, dropped by dispose(); several processes can share it. */
export async function openPostgresTestDatabase(): Promise<TestDatabase> {
  const name = `skinbox_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await cleanup.connect();
      // Pool.end() resolves before its backends are gone; dropping with FORCE while they close
      // kills them and pg reports unhandled FATAL 57P01 errors. Wait until they left.
      const deadline = Date.now() + DRAIN_TIMEOUT_MS;
      for (;;) {
        const { rows } = await cleanup.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if ((rows[0]?.n ?? 0) === 0 || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
