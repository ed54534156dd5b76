import type { sql } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import { ledger, users } from '../db/schema';
import { rowsOf } from '../db/rows';
import type { TestServer } from './testServer';

export async function setVipLevel(server: TestServer, userId: number, vipLevel: number) {
  await server.database.db.update(users).set({ vipLevel }).where(eq(users.id, userId));
}

/** Moves a player's ledger rows of one kind to `at`, as if they had been written then. */
export async function moveLedgerRows(server: TestServer, userId: number, kind: string, at: Date) {
  await server.database.db
    .update(ledger)
    .set({ createdAt: at })
    .where(and(eq(ledger.userId, userId), eq(ledger.kind, kind)));
}

/** Rows of a table counted by a query that names its count n: `sql\`select count(*) as n …\``. */
export async function countRows(server: TestServer, query: ReturnType<typeof sql>) {
  const result = await server.database.db.execute(query);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}
