import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { avatarFrames, vipLevels, vipRewardClaims } from '../db/schema';
import { nextStoredLevel, type VipLevel } from './rules/levels';

export async function loadVipLevels(db: Db): Promise<VipLevel[]> {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.level));
}

/**
 * The player's VIP level: the highest the growth ever reached, so never below the stored level.
 * Only reads; raiseVipLevel (actions.ts) stores it.
 */
export async function reachedVipLevel(
  db: Db,
  user: { vipLevel: number; vipGrowth: bigint },
  levels?: VipLevel[],
) {
  return nextStoredLevel(user.vipLevel, levels ?? (await loadVipLevels(db)), user.vipGrowth);
}

/** The VIP level each avatar frame needs (a level's perks name the frames it unlocks). */
export async function frameVipLevels(db: Db): Promise<number[]> {
  const frames = await db.select({ vipLevel: avatarFrames.vipLevel }).from(avatarFrames);
  return frames.map((frame) => frame.vipLevel);
}

/** The levels whose reward the player has claimed. */
export async function claimedVipLevels(db: Db, userId: number): Promise<Set<number>> {
  const claims = await db
    .select({ level: vipRewardClaims.level })
    .from(vipRewardClaims)
    .where(eq(vipRewardClaims.userId, userId));
  return new Set(claims.map((claim) => claim.level));
}
