import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users, vipLevels } from '../db/schema';
import { nextStoredLevel, type VipLevel } from '../rules/vip';

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
