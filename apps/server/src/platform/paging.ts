import { sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

/** What every paged call asks for (the contract's page fields): pages count from 1. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * One page of a list and the number of rows in the whole list, read in parallel. `rows` is the
 * list's ordered select made dynamic (`.$dynamic()`); `count` selects its size as `n`, over the
 * same filters.
 */
export async function readPage<Query extends PgSelect>(
  { page, pageSize }: PageRequest,
  rows: Query,
  count: PromiseLike<Array<{ n: number }>>,
) {
  const [list, [counted]] = await Promise.all([
    rows.limit(pageSize).offset((page - 1) * pageSize),
    count,
  ]);
  return { rows: list, total: counted?.n ?? 0 };
}

/** The number of `table`'s rows that `where` keeps (all without it), as readPage's count reads it. */
export function rowCount(db: Db, table: PgTable, where?: SQL) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
}
