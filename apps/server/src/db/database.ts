import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverRoot } from '../serverRoot';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** Applies every pending migration; safe to call at each start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = `${serverRoot}drizzle`;

/** PostgreSQL through a pooled node-postgres client. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export interface PgliteDatabase extends Database {
  /** The whole database as a tarball, which `openPglite` can start from (`loadDataDir`). */
  dumpDataDir(): Promise<Blob>;
}

/**
 * The embedded default: PGlite (PostgreSQL in WASM) in `dataDir`, or in memory when omitted;
 * `loadDataDir` starts it from a dump instead of an empty cluster.
 */
export async function openPglite(
  dataDir?: string,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  // Imported only here: loading PGlite costs about 40 MB, which a server on PostgreSQL should
  // not hold.
  const [{ PGlite }, { pgcrypto }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pgcrypto'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pgcrypto's hmac() rolls a box opening inside the database (migration open_box_in_sql).
  const client = await PGlite.create(dataDir, { extensions: { pgcrypto }, loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
