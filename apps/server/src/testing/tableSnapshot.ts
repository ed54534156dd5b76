import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

/**
 * Each table's row count and a digest of its rows, so any insert, update or delete shows;
 * `skip` names tables a request may touch without changing anything of substance (a session's
 * last call).
 */
export async function tableSnapshot(db: Db, skip: readonly string[] = []) {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const state: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    if (skip.includes(name)) continue;
    const result = await db.execute<{ n: number; digest: string | null }>(
      sql.raw(
        `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`,
      ),
    );
    const [row] = rowsOf<{ n: number; digest: string | null }>(result);
    state[name] = `${row?.n ?? 0}:${row?.digest ?? ''}`;
  }
  return state;
}
