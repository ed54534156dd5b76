import { FREE_CASE_VIP_LEVEL } from '@skinbox/api';
import { isUniqueViolation } from '../auth/accounts';
import type { Db } from '../db/database';
import { freeCaseOpens } from '../db/schema';
import { AppError } from '../http/errors';
import type { SiteClock } from '../runtime/siteClock';
import { vipLevelOf } from '../welfare/queries';
import { loadRewardBox, rollRewardBox } from '../welfare/rewardBoxes';
import { GAME } from '@skinbox/fairness';
import { FREE_CASE_BOX } from './names';

/**
 * Opens today's free case for a player: refused below FREE_CASE_VIP_LEVEL and once opened this
 * site day: the (player, day) primary key refuses the second of two racing calls, whose roll goes
 * back with its transaction. The roll is the next nonce of the player's seed pair, which also
 * refuses a player in a cool-off.
 */
export async function openFreeCase(
  db: Db,
  clock: SiteClock,
  { userId, now }: { userId: number; now: Date },
) {
  const box = await loadRewardBox(db, FREE_CASE_BOX.kind, FREE_CASE_BOX.slot);
  if (!box) throw new AppError(404, 'errors.notFound');
  const day = clock.day(now);
  try {
    return await db.transaction(async (tx) => {
      if ((await vipLevelOf(tx, userId)) < FREE_CASE_VIP_LEVEL) {
        throw new AppError(403, 'errors.freeCaseLocked', { level: FREE_CASE_VIP_LEVEL });
      }
      const drop = await rollRewardBox(tx, userId, GAME.freeCase, box.contents, now);
      await tx.insert(freeCaseOpens).values({
        userId,
        day,
        rollId: drop.rollId,
        bagItemId: drop.bagItemId,
        itemId: drop.item.goodsId,
        priceCents: drop.priceCents,
      });
      return drop;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'errors.freeCaseOpenedToday');
    throw error;
  }
}
