import { centsToMoney } from '@skinbox/api';
import type { Db } from '../db/database';
import { rankingPrizes, rankingSettlements } from '../db/schema';
import { sendMessage } from '../messages/actions';
import { credit } from '../money/ledger';
import type { Period } from '../runtime/siteClock';
import { readPoolCents } from './queries';
import { POOL_PLACES, prizesFor, rankTurnover } from './rules/prizes';
import { turnoverByPlayer } from './turnover';

/**
 * Settles a finished site day of the turnover board (GAMES.md section 6): places 1 to 10 are
 * paid their red packet and pool share from the promotions account through the ledger, each
 * told by an in-site message. A day settles once: its settlement row is the claim, and each
 * ledger row names the day and place.
 */
export async function settleRankingDay(tx: Db, day: Period): Promise<boolean> {
  const poolCents = await readPoolCents(tx);
  const [claimed] = await tx
    .insert(rankingSettlements)
    .values({ day: day.key, poolCents })
    .onConflictDoNothing()
    .returning({ day: rankingSettlements.day });
  if (!claimed) return false;
  const ranked = rankTurnover(await turnoverByPlayer(tx, day.start, day.end), POOL_PLACES);
  for (const prize of prizesFor(ranked, poolCents)) {
    await tx.insert(rankingPrizes).values({ day: day.key, ...prize });
    const cents = prize.packetCents + prize.poolCents;
    if (cents === 0n) continue;
    await credit(tx, {
      userId: prize.userId,
      currency: 'amount',
      cents,
      kind: 'reward.ranking',
      reference: `ranking:${day.key}:${prize.rank}`,
      account: 'promotions',
    });
    await sendMessage(tx, prize.userId, {
      template: 'rankingPrize',
      params: { day: day.key, rank: prize.rank, amount: centsToMoney(cents) },
    });
  }
  return true;
}
