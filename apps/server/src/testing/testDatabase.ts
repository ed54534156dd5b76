import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
    const database = await openPglite(undefined, { loadDataDir: await migratedPglite() });
    // Nothing pending: the dump holds every migration.
    await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  return openPostgresTestDatabase();
}

let pgliteDump: Promise<Blob> | undefined;

/**
 * A migrated PGlite cluster as a tarball, made once per test process (vitest.config.ts runs the
 * server files of a worker in one process): starting from it skips initdb and the migrations,
 * which took most of a PGlite test database's start.
 */
function migratedPglite(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const database = await openPglite();
    await database.migrate();
    const dump = await database.dumpDataDir();
    await database.close();
    return dump;
  })();
  return pgliteDump;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const TEMPLATE_PREFIX = 'skinbox_template_';
/** Any number: the advisory lock under which one test process at a time makes the template. */
const TEMPLATE_LOCK_KEY = 0x736b7470;
/** Templates of other migration sets kept beside the current one (other worktrees, branches). */
const KEPT_TEMPLATES = 8;

function databaseUrl(name: string) {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Named after the migrations' contents, so a changed migration makes a new template. */
function templateName() {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(`${migrationsFolder}/${file}`));
  }
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

let template: Promise<string> | undefined;

/**
 * A migrated database that test databases are copied from (CREATE DATABASE … TEMPLATE copies its
 * files): half the cost of migrating each one. Made once by whichever test process comes first,
 * under an advisory lock; all but the newest templates of other migration sets are dropped then.
 */
function migratedTemplate(admin: pg.Client): Promise<string> {
  template ??= (async () => {
    const name = templateName();
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%' ORDER BY oid DESC`,
      );
      if (rows.some((row) => row.datname === name)) return name;
      // The newest few stay: checkouts of other branches on this machine may be copying them.
      for (const { datname } of rows.slice(KEPT_TEMPLATES - 1)) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
      await admin.query(`CREATE DATABASE ${name}_new`);
      const database = openPostgres(databaseUrl(`${name}_new`));
      await database.migrate();
      await database.close();
      // Renamed only once migrated, so a process killed half-way leaves no broken template.
      await admin.query(`ALTER DATABASE ${name}_new RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  })();
  return template;
}

/** A fresh, migrated PostgreSQL database, dropped by dispose(); several processes can share it. */
export async function openPostgresTestDatabase(): Promise<TestDatabase> {
  const name = `skinbox_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(admin)}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const database = openPostgres(url);
  // Nothing pending: the template holds every migration.
  await database.migrate();
  return {
    ...database,
    url,
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
