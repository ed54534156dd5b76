import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverRoot } from '../serverRoot';
import { applyFunctions } from './repeatable';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** The PostgreSQL connection pool's state and waits (metrics); PGlite has no pool. */
  pool?: PoolWatch;
  /**
   * Applies every pending migration, then the database functions as their files say
   * (db/repeatable.ts); safe to call at each start.
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = `${serverRoot}drizzle`;

export interface PoolWatch {
  /** Connections open, idle, and callers waiting for one now. */
  state(): { total: number; idle: number; waiting: number };
  /** Called with the milliseconds each checkout waited for a connection. */
  onCheckout(listener: (waitedMs: number) => void): void;
}

/** Times every checkout of `pool` (its queries check out through `connect` too). */
function watchPool(pool: pg.Pool): PoolWatch {
  const listeners = new Set<(waitedMs: number) => void>();
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  const timed = (callback?: (...args: unknown[]) => void) => {
    const started = performance.now();
    const report = () => {
      const waited = performance.now() - started;
      for (const listener of listeners) listener(waited);
    };
    if (callback) {
      return connect((...args) => {
        report();
        callback(...args);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      report();
      return client;
    });
  };
  pool.connect = timed as typeof pool.connect;
  return {
    state: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onCheckout: (listener) => void listeners.add(listener),
  };
}

/** PostgreSQL through a pooled node-postgres client. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const watch = watchPool(pool);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    pool: watch,
    async migrate() {
      await migratePg(db, { migrationsFolder });
      await applyFunctions(db as unknown as Db);
    },
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
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      await applyFunctions(db as unknown as Db);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
