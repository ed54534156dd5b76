import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { catalogueItems, rolls, timedBoxDraws } from '../db/schema';
import { goodsColumns } from '../catalogue/goods';
import type { PageRequest } from '../platform/paging';
import { readPage, rowCount } from '../platform/paging';
import { rowsOf } from '../db/rows';

export interface Recharged {
  userId: number;
  vipLevel: number;
  cents: bigint;
}

/**
 * Coins recharged per player over [from, to): what the mint credited (paid orders and recharge
 * cards, DESIGN section 2; bonuses come from promotions and do not count). Read from the ledger,
 * so the recharge feature need not know timed boxes exist. `userId` narrows it to one player.
 */
export async function rechargedByPlayer(
  db: Db,
  from: Date,
  to: Date,
  userId?: number,
): Promise<Recharged[]> {
  const result = await db.execute(sql`
    SELECT l.user_id, u.vip_level, sum(l.cents)::text AS cents
    FROM ledger l JOIN users u ON u.id = l.user_id
    WHERE l.account = 'mint' AND l.currency = 'amount' AND l.cents > 0
      AND l.created_at >= ${from.toISOString()} AND l.created_at < ${to.toISOString()}
      ${userId === undefined ? sql`` : sql`AND l.user_id = ${userId}`}
    GROUP BY l.user_id, u.vip_level`);
  return rowsOf<{ user_id: string; vip_level: number; cents: string }>(result).map((row) => ({
    userId: Number(row.user_id),
    vipLevel: Number(row.vip_level),
    cents: BigInt(row.cents),
  }));
}

const drawColumns = {
  id: timedBoxDraws.id,
  slot: timedBoxDraws.slot,
  period: timedBoxDraws.period,
  rollId: timedBoxDraws.rollId,
  ticket: rolls.ticket,
  createdAt: timedBoxDraws.createdAt,
  goods: goodsColumns,
};

/** The player's newest roll of each slot. */
export async function lastDraws(db: Db, userId: number) {
  return db
    .selectDistinctOn([timedBoxDraws.slot], drawColumns)
    .from(timedBoxDraws)
    .innerJoin(catalogueItems, eq(catalogueItems.id, timedBoxDraws.itemId))
    .innerJoin(rolls, eq(rolls.id, timedBoxDraws.rollId))
    .where(eq(timedBoxDraws.userId, userId))
    .orderBy(timedBoxDraws.slot, desc(timedBoxDraws.id));
}

/** The player's rolls, newest first. */
export function drawPage(db: Db, userId: number, page: PageRequest) {
  return readPage(
    page,
    db
      .select(drawColumns)
      .from(timedBoxDraws)
      .innerJoin(catalogueItems, eq(catalogueItems.id, timedBoxDraws.itemId))
      .innerJoin(rolls, eq(rolls.id, timedBoxDraws.rollId))
      .where(eq(timedBoxDraws.userId, userId))
      .orderBy(desc(timedBoxDraws.id))
      .$dynamic(),
    rowCount(db, timedBoxDraws, eq(timedBoxDraws.userId, userId)),
  );
}
