import { RANKING_POOL_PLACES, centsToMoney } from '@skinbox/api';
import type { Db } from '../db/database';
import { rankingPrizes, rankingSettlements } from '../db/schema';
import { sendMessage } from '../messages/actions';
import { credit } from '../money/ledger';
import type { Period } from '../runtime/siteClock';
import { readPoolCents } from './queries';
import { prizesFor, rankTurnover } from './rules/prizes';
import { turnoverByPlayer } from './turnover';

/**
 * Settles a finished site day of the turnover board (GAMES.md section 6): the places 1 to 10 and
 * their red packet and pool share are fixed here, and each prize is paid as a share of its own
 * (`payShare`, ranking/jobs.ts), so a player whose play is paused or whose account is banned
 * waits for their prize without holding up the others'. A day settles once: its settlement row is
 * the claim.
 */
export async function settleRankingDay(
  tx: Db,
  day: Period,
  payShare: (prize: PrizeShare) => Promise<unknown>,
): Promise<boolean> {
  const poolCents = await readPoolCents(tx);
  const [claimed] = await tx
    .insert(rankingSettlements)
    .values({ day: day.key, poolCents })
    .onConflictDoNothing()
    .returning({ day: rankingSettlements.day });
  if (!claimed) return false;
  const ranked = rankTurnover(await turnoverByPlayer(tx, day.start, day.end), RANKING_POOL_PLACES);
  for (const prize of prizesFor(ranked, poolCents)) {
    await tx.insert(rankingPrizes).values({ day: day.key, ...prize });
    const cents = prize.packetCents + prize.poolCents;
    if (cents === 0n) continue;
    await payShare({
      userId: prize.userId,
      day: day.key,
      rank: prize.rank,
      cents: cents.toString(),
    });
  }
  return true;
}

/** One place's prize of a settled day; cents as a decimal string (a job payload is JSON). */
export interface PrizeShare {
  userId: number;
  day: string;
  rank: number;
  cents: string;
}

/** Pays one place's prize from the promotions account, told by an in-site message. */
export async function payRankingPrize(tx: Db, prize: PrizeShare) {
  const cents = BigInt(prize.cents);
  await credit(tx, {
    userId: prize.userId,
    currency: 'amount',
    cents,
    kind: 'reward.ranking',
    reference: `ranking:${prize.day}:${prize.rank}`,
    account: 'promotions',
  });
  await sendMessage(tx, prize.userId, {
    template: 'rankingPrize',
    params: { day: prize.day, rank: prize.rank, amount: centsToMoney(cents) },
  });
}
