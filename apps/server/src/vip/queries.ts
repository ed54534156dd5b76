import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { avatarFrames, users, vipLevels, vipRewardClaims } from '../db/schema';
import { nextStoredLevel, type VipLevel } from './rules/levels';

export async function loadVipLevels(db: Db): Promise<VipLevel[]> {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.level));
}

/**
 * The player's VIP level: the highest the growth ever reached. Raises the stored level when the
 * growth (added by recharges) passed a new threshold; never lowers it.
 */
export async function currentVipLevel(
  db: Db,
  user: { id: number; vipLevel: number; vipGrowth: bigint },
  levels?: VipLevel[],
) {
  const level = nextStoredLevel(user.vipLevel, levels ?? (await loadVipLevels(db)), user.vipGrowth);
  if (level > user.vipLevel) {
    await db
      .update(users)
      .set({ vipLevel: sql`greatest(${users.vipLevel}, ${level})` })
      .where(eq(users.id, user.id));
  }
  return level;
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
