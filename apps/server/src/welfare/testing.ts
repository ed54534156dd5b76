import type { sql } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import { ledger, users } from '../db/schema';
import { siteClock } from '../runtime/siteClock';
import type { TestServer } from '../testing/testServer';
import { rowsOf } from '../db/rows';

/** The site clock of a test server (its default zone). */
export const testClock = siteClock();

/** The next instant at `hour`:`minute` site time after now (so a faked clock never runs back). */
export function nextSiteTime(hour: number, minute = 0, from = new Date()): Date {
  const day = testClock.period('day', from);
  const candidate = new Date(day.start.getTime() + (hour * 60 + minute) * 60_000);
  return candidate.getTime() > from.getTime()
    ? candidate
    : new Date(testClock.period('day', day.end).start.getTime() + (hour * 60 + minute) * 60_000);
}

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

/** Rows of a table, counted with a filter: `count(server, sql\`… where …\`)`. */
export async function countRows(server: TestServer, query: ReturnType<typeof sql>) {
  const result = await server.database.db.execute(query);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}
