import { GAME } from '@skinbox/fairness';
import { eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../auth/accounts';
import type { Db } from '../db/database';
import { welfareFolds, welfareOpens, welfarePoints } from '../db/schema';
import { AppError } from '../http/errors';
import { turnoverByPlayer } from '../ranking/turnover';
import type { Period, SiteClock } from '../runtime/siteClock';
import { welfareSlot } from './names';
import { isDropApplied, tiersOpenedOn, vipLevelOf, welfareBalance } from './queries';
import { loadRewardBox, rollRewardBox } from './rewardBoxes';
import { WELFARE_DAILY_DROP, pointsForTurnover } from './rules/points';
import { welfareTier } from './rules/tiers';
import { isOpeningWindow } from './rules/window';

/**
 * Opens a welfare tier for a player (SPEC sections 4 and 9): refused outside 00:05 to 23:59 (or
 * while the 00:00 drop has not run), when the tier is locked, opened today already, or the points
 * fall short. The player's points row is
 * locked first, so a player's openings run one at a time, and the (player, tier, day) unique key
 * is the last word on "once a day".
 */
export async function openWelfareBox(
  db: Db,
  clock: SiteClock,
  { userId, tier, now }: { userId: number; tier: number; now: Date },
) {
  const rule = welfareTier(tier);
  if (!rule) throw new AppError(404, 'errors.welfareTierNotFound');
  if (!isOpeningWindow(clock, now)) throw new AppError(409, 'errors.welfareRefreshing');
  const box = await loadRewardBox(db, 'welfare', welfareSlot(tier));
  if (!box) throw new AppError(404, 'errors.welfareTierNotFound');
  const day = clock.day(now);
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(welfarePoints).values({ userId }).onConflictDoNothing();
      await tx
        .select({ userId: welfarePoints.userId })
        .from(welfarePoints)
        .where(eq(welfarePoints.userId, userId))
        .for('update');
      if (!(await isDropApplied(tx, clock, now)))
        throw new AppError(409, 'errors.welfareRefreshing');
      const vipLevel = await vipLevelOf(tx, userId);
      if (vipLevel < rule.vipLevel)
        throw new AppError(403, 'errors.welfareLocked', { level: rule.vipLevel });
      if ((await tiersOpenedOn(tx, userId, day)).has(tier))
        throw new AppError(409, 'errors.welfareOpenedToday');
      const balance = await welfareBalance(tx, clock, userId, now);
      if (balance < rule.points)
        throw new AppError(409, 'errors.welfarePoints', { points: rule.points });
      const drop = await rollRewardBox(tx, userId, GAME.welfare, box.contents, now);
      await tx.insert(welfareOpens).values({
        userId,
        tier,
        day,
        points: rule.points,
        rollId: drop.rollId,
        bagItemId: drop.bagItemId,
        itemId: drop.item.goodsId,
        priceCents: drop.priceCents,
      });
      await tx
        .update(welfarePoints)
        .set({ points: sql`${welfarePoints.points} - ${rule.points}`, updatedAt: now })
        .where(eq(welfarePoints.userId, userId));
      return { drop, points: balance - rule.points };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'errors.welfareOpenedToday');
    throw error;
  }
}

/**
 * The 00:00 job's effect for the site day `day` (SPEC section 9 "Points drop by 100 at 00:00"):
 * every player's turnover points of the day join their stored balance, then every balance drops
 * by WELFARE_DAILY_DROP, never below 0. A day folds once (welfare_folds is keyed by it).
 */
export async function foldWelfareDay(tx: Db, day: Period): Promise<boolean> {
  const [marked] = await tx
    .insert(welfareFolds)
    .values({ day: day.key, until: day.end })
    .onConflictDoNothing()
    .returning({ day: welfareFolds.day });
  if (!marked) return false;
  const earned = (await turnoverByPlayer(tx, day.start, day.end))
    .map((row) => ({ userId: row.userId, points: pointsForTurnover(row.cents) }))
    .filter((row) => row.points > 0);
  for (let at = 0; at < earned.length; at += 500) {
    await tx
      .insert(welfarePoints)
      .values(earned.slice(at, at + 500))
      .onConflictDoUpdate({
        target: welfarePoints.userId,
        set: { points: sql`${welfarePoints.points} + excluded.points` },
      });
  }
  await tx.execute(sql`
    UPDATE ${welfarePoints}
    SET points = greatest(0, points - ${WELFARE_DAILY_DROP}), updated_at = now()
    WHERE points <> 0`);
  return true;
}
