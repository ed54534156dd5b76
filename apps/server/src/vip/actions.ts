import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users, vipRewardClaims } from '../db/schema';
import { AppError } from '../http/errors';
import { credit } from '../money/ledger';
import { loadUser } from '../platform/loadUser';
import { loadVipLevels, reachedVipLevel } from './queries';
import type { VipLevel } from './rules/levels';

/**
 * The player's VIP level, stored when their growth (added by recharges) passed a new threshold
 * since it was last stored; the stored level is never lowered. Returns the level.
 */
export async function raiseVipLevel(
  db: Db,
  user: { id: number; vipLevel: number; vipGrowth: bigint },
  levels?: VipLevel[],
) {
  const level = await reachedVipLevel(db, user, levels);
  if (level > user.vipLevel) {
    await db
      .update(users)
      .set({ vipLevel: sql`greatest(${users.vipLevel}, ${level})` })
      .where(eq(users.id, user.id));
  }
  return level;
}

/**
 * Pays the one-off reward of a VIP level the player has reached, once: the claim row's key refuses
 * a second claim, also one racing this one. Returns the reward in cents.
 */
export async function claimVipReward(db: Db, userId: number, level: number): Promise<bigint> {
  const levels = await loadVipLevels(db);
  const target = levels.find((candidate) => candidate.level === level);
  if (!target || target.reward <= 0n) throw new AppError(404, 'errors.notFound');
  const me = await loadUser(db, userId);
  if ((await raiseVipLevel(db, me, levels)) < target.level) {
    throw new AppError(403, 'errors.vipRewardLocked');
  }
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(vipRewardClaims)
      .values({ userId, level: target.level })
      .onConflictDoNothing()
      .returning({ level: vipRewardClaims.level });
    if (claimed.length === 0) throw new AppError(409, 'errors.rewardClaimed');
    await credit(tx, {
      userId,
      currency: 'amount',
      cents: target.reward,
      kind: 'reward.vip',
      reference: `vip:${userId}:${target.level}`,
      account: 'promotions',
    });
  });
  return target.reward;
}
