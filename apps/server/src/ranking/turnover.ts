import { sql } from 'drizzle-orm';
import { GAME } from '@skinbox/fairness';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

export interface Turnover {
  userId: number;
  userType: number;
  cents: bigint;
}

/**
 * Turnover (GAMES.md section 6: coins spent opening boxes and in battles) per player over
 * [from, to): the coin debits of box openings when they were made, and battle stakes once their
 * battle settled (a stake still held may yet be refunded, and a refunded one was never spent), at
 * settlement time. Ranking and welfare points both read it from the ledger and stakes, so no game
 * has to report it. `userId` narrows it to one player.
 */
export async function turnoverByPlayer(
  db: Db,
  from: Date,
  to: Date,
  userId?: number,
): Promise<Turnover[]> {
  const onePlayer = (column: string) =>
    userId === undefined ? sql`` : sql` AND ${sql.raw(column)} = ${userId}`;
  const result = await db.execute(sql`
    SELECT t.user_id, u.user_type, sum(t.cents)::text AS cents
    FROM (
      SELECT user_id, -cents AS cents FROM ledger
      WHERE account = 'house' AND kind = 'box.open' AND currency = 'amount'
        AND created_at >= ${from.toISOString()} AND created_at < ${to.toISOString()}
        ${onePlayer('user_id')}
      UNION ALL
      SELECT user_id, cents FROM stakes
      WHERE game = ${GAME.battle} AND status = 'settled' AND currency = 'amount'
        AND closed_at >= ${from.toISOString()} AND closed_at < ${to.toISOString()}
        ${onePlayer('user_id')}
    ) t
    JOIN users u ON u.id = t.user_id
    GROUP BY t.user_id, u.user_type`);
  return rowsOf<{ user_id: string; user_type: number; cents: string }>(result).map((row) => ({
    userId: Number(row.user_id),
    userType: Number(row.user_type),
    cents: BigInt(row.cents),
  }));
}
