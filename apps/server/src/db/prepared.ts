import pg from 'pg';
import type { Db } from './database';

/**
 * A statement a hot path runs over and over (a box opening, the session lookup). On PostgreSQL it
 * is a named prepared statement: each pooled connection parses and plans it once, then only binds
 * the values. Rows come straight from the driver, without drizzle building the query each time.
 */
export interface PreparedStatement {
  /** Unique per statement text: PostgreSQL keys a connection's prepared statements by name. */
  name: string;
  text: string;
}

interface PgliteClient {
  query<Row>(text: string, values: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * Runs `statement` with `values` on the database's own client (never inside a drizzle
 * transaction: one statement is its own transaction). Column values are the driver's: bigint
 * columns arrive as strings from node-postgres and as bigint or number from PGlite, so callers
 * convert with BigInt() or Number(), which accept all three.
 */
export async function runPrepared<Row>(
  db: Db,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PgliteClient }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query<Row & pg.QueryResultRow>({ ...statement, values });
    return result.rows;
  }
  return (await client.query<Row>(statement.text, values)).rows;
}
