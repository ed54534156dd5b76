import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';

/**
 * Backups of the embedded database (`pnpm ops backup`, `pnpm ops restore`). A backup is a plain
 * SQL dump made by pg_dump itself (PGlite's WASM build, @electric-sql/pglite-tools) in one
 * snapshot, with INSERT statements: restorable into a new PGlite data folder and into an empty
 * PostgreSQL database alike. It holds the migrations' journal, so a server started on the
 * restored database applies only the migrations newer than the backup. On PostgreSQL itself, use
 * its own pg_dump and psql (README "Backups").
 */

/** The dump of the PGlite database in `dataDir` (the server must not hold it). */
export async function dumpPglite(dataDir: string): Promise<string> {
  const [{ PGlite }, { pgcrypto }, { pgDump }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pgcrypto'),
    import('@electric-sql/pglite-tools/pg_dump'),
  ]);
  const client = await PGlite.create(dataDir, { extensions: { pgcrypto } });
  try {
    const dump = await pgDump({ pg: client, args: ['--no-owner', '--no-privileges'] });
    return await dump.text();
  } finally {
    await client.close();
  }
}

export class RestoreRefused extends Error {}

/** Restores `dump` into a new PGlite data folder; refuses one that already holds files. */
export async function restoreIntoPglite(dump: string, dataDir: string) {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new RestoreRefused(
      `${dataDir} already holds a database: restore into a new DATA_DIR, or move it away first`,
    );
  }
  const [{ PGlite }, { pgcrypto }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pgcrypto'),
  ]);
  const client = await PGlite.create(dataDir, { extensions: { pgcrypto } });
  try {
    await client.exec(`BEGIN;\n${dump}\nCOMMIT;`);
  } finally {
    await client.close();
  }
}

/**
 * Settings a newer pg_dump writes that an older PostgreSQL does not know (the dump's own
 * PostgreSQL is 18; 15 and 16 are common servers): dropped for such a server.
 */
const NEWER_SETTINGS: { line: string; since: number }[] = [
  { line: 'SET transaction_timeout = 0;', since: 170000 },
];

/** Restores `dump` into the PostgreSQL database at `url`, which must have no tables yet. */
export async function restoreIntoPostgres(dump: string, url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number; version: number }>(
      `SELECT (SELECT count(*)::int FROM pg_tables
                WHERE schemaname NOT IN ('pg_catalog', 'information_schema')) AS tables,
              current_setting('server_version_num')::int AS version`,
    );
    const { tables = 0, version = 0 } = rows[0] ?? {};
    if (tables > 0) {
      throw new RestoreRefused(
        `the database at DATABASE_URL already has ${tables} tables: restore into an empty database`,
      );
    }
    const lines = dump
      .split('\n')
      .filter((line) => !NEWER_SETTINGS.some((s) => s.line === line && version < s.since));
    // One transaction: a failed restore leaves the database empty, as it was.
    await client.query(`BEGIN;\n${lines.join('\n')}\nCOMMIT;`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
