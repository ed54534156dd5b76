import { and, desc, eq, sql } from 'drizzle-orm';
import { SETTING_KEYS } from '../content/rules/settingKeys';
import { readSetting } from '../content/settings';
import type { Db } from '../db/database';
import { rolls, turntableSpins } from '../db/schema';
import { DEFAULT_TOP_PRIZE_INVITES } from './rules/prizes';
import { rowsOf } from '../db/rows';

/** The number of invited players who recharged that unlocks the top prize, from its config item. */
export async function readTopPrizeInvites(db: Db): Promise<number> {
  const value = Number(await readSetting(db, SETTING_KEYS.turntableTopPrizeInvites));
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_TOP_PRIZE_INVITES;
}

/** How many players the player invited (users.inviter_id) have recharged at least once. */
export async function invitedWhoRecharged(db: Db, userId: number): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM users u
    WHERE u.inviter_id = ${userId}
      AND EXISTS (
        SELECT 1 FROM ledger l
        WHERE l.user_id = u.id AND l.currency = 'amount' AND l.account = 'mint' AND l.cents > 0
      )`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The player's spin of a site week, with its roll's ticket. */
export async function spinOfWeek(db: Db, userId: number, week: string) {
  const [spin] = await db
    .select({
      week: turntableSpins.week,
      prize: turntableSpins.prize,
      cents: turntableSpins.cents,
      rollId: turntableSpins.rollId,
      ticket: rolls.ticket,
      createdAt: turntableSpins.createdAt,
    })
    .from(turntableSpins)
    .innerJoin(rolls, eq(rolls.id, turntableSpins.rollId))
    .where(and(eq(turntableSpins.userId, userId), eq(turntableSpins.week, week)))
    .orderBy(desc(turntableSpins.id))
    .limit(1);
  return spin;
}
