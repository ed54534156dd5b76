import { moneyToCents } from '@skinbox/api';
import { asc, eq } from 'drizzle-orm';
import { SETTING_KEYS } from '../content/rules/settingKeys';
import { readSetting } from '../content/settings';
import type { Db } from '../db/database';
import { rankingPrizes, rankingSettlements } from '../db/schema';
import { DEFAULT_POOL_CENTS } from './rules/prizes';

/** The pool places 1 to 10 share, from its config item ("681.00" unless set; "0" turns it off). */
export async function readPoolCents(db: Db): Promise<bigint> {
  const value = await readSetting(db, SETTING_KEYS.rankingPrizePool);
  if (value === undefined) return DEFAULT_POOL_CENTS;
  try {
    const cents = moneyToCents(value);
    return cents > 0n ? cents : 0n;
  } catch {
    return DEFAULT_POOL_CENTS;
  }
}

/** A settled day: its pool and the places it paid; undefined before its settlement ran. */
export async function settledDay(db: Db, day: string) {
  const [settlement] = await db
    .select()
    .from(rankingSettlements)
    .where(eq(rankingSettlements.day, day));
  if (!settlement) return undefined;
  const prizes = await db
    .select()
    .from(rankingPrizes)
    .where(eq(rankingPrizes.day, day))
    .orderBy(asc(rankingPrizes.rank));
  return { poolCents: settlement.poolCents, prizes };
}
