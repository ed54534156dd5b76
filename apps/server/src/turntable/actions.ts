import { GAME } from '@skinbox/fairness';
import { isUniqueViolation } from '../auth/accounts';
import type { Db } from '../db/database';
import { rolls, turntableSpins } from '../db/schema';
import { planRolls, reserveNonces } from '../fairness/seedPairs';
import { AppError } from '../http/errors';
import { credit } from '../money/ledger';
import type { SiteClock } from '../runtime/siteClock';
import { invitedWhoRecharged, readTopPrizeInvites, spinOfWeek } from './queries';
import { sliceForTicket, wheelFor } from './rules/prizes';
import { spinWeek } from './rules/week';

/** Whether the player has enough invited players who recharged for the top prize. */
export async function isTopPrizeUnlocked(db: Db, userId: number) {
  const [needed, invited] = await Promise.all([
    readTopPrizeInvites(db),
    invitedWhoRecharged(db, userId),
  ]);
  return { unlocked: invited >= needed, needed, invited };
}

/**
 * The week's spin (GAMES.md section 6): a roll of the player's seed pair with the prefix
 * 'turntable' lands on a slice of the player's wheel, and the prize is credited from promotions.
 * Locking the seed pair serialises a player's spins, and the (player, week) unique key is the
 * last word on "one spin a week".
 */
export async function spinTurntable(
  db: Db,
  clock: SiteClock,
  { userId, now }: { userId: number; now: Date },
) {
  const week = spinWeek(clock, now);
  const { unlocked } = await isTopPrizeUnlocked(db, userId);
  const wheel = wheelFor(unlocked);
  try {
    return await db.transaction(async (tx) => {
      const pair = await reserveNonces(tx, userId, 1, now);
      if (await spinOfWeek(tx, userId, week.key)) throw new AppError(409, 'errors.turntableSpun');
      const [planned] = await planRolls(pair, GAME.turntable, 1);
      if (!planned) throw new Error('no roll was planned');
      const slice = sliceForTicket(wheel, planned.ticket);
      const [roll] = await tx
        .insert(rolls)
        .values({
          userId,
          seedPairId: pair.id,
          game: GAME.turntable,
          nonce: planned.nonce,
          cursor: planned.cursor,
          ticket: planned.ticket,
        })
        .returning({ id: rolls.id });
      if (!roll) throw new Error('the roll insert returned nothing');
      const [spin] = await tx
        .insert(turntableSpins)
        .values({
          userId,
          week: week.key,
          prize: slice.index,
          cents: slice.prize.cents,
          rollId: roll.id,
        })
        .returning({ createdAt: turntableSpins.createdAt });
      await credit(tx, {
        userId,
        currency: 'amount',
        cents: slice.prize.cents,
        kind: 'reward.turntable',
        reference: `turntable:${week.key}`,
        account: 'promotions',
      });
      return {
        week: week.key,
        prize: slice.index,
        cents: slice.prize.cents,
        rollId: roll.id,
        ticket: planned.ticket,
        createdAt: spin?.createdAt ?? now,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'errors.turntableSpun');
    throw error;
  }
}
