import { and, eq, exists } from 'drizzle-orm';
import type { Db } from '../db/database';
import { battles, battleSeats, users } from '../db/schema';
import { realPlayerFilter } from '../platform/accountKinds';
import { rowCount } from '../platform/paging';

/**
 * getPlatformStatistics' battleCount: finished battles with at least one real player in a seat, so
 * neither a test account's battle against bots nor an all-bot room counts (GAMES.md section 0).
 */
export async function countFinishedBattles(db: Db) {
  const realPlayerSeated = db
    .select({ seat: battleSeats.seat })
    .from(battleSeats)
    .innerJoin(users, eq(users.id, battleSeats.userId))
    .where(and(eq(battleSeats.battleId, battles.id), realPlayerFilter));
  const [row] = await rowCount(
    db,
    battles,
    and(eq(battles.status, 'finished'), exists(realPlayerSeated)),
  );
  return row?.n ?? 0;
}
