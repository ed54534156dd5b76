import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { playerLimits, users } from '../db/schema';

/**
 * Whether something may be paid to a player now. Closed and missing accounts are past paying;
 * a ban holds payments until it is lifted; a cool-off or self-exclusion holds them until it ends
 * (a reward is play by other means, and a paused player asked not to play).
 */
export type Standing =
  { kind: 'good' } | { kind: 'paused'; until: Date } | { kind: 'banned' } | { kind: 'closed' };

export async function playerStanding(tx: Db, userId: number, now: Date): Promise<Standing> {
  const [row] = await tx
    .select({
      bannedAt: users.bannedAt,
      closedAt: users.closedAt,
      pausedUntil: playerLimits.pausedUntil,
    })
    .from(users)
    .leftJoin(playerLimits, eq(playerLimits.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.closedAt) return { kind: 'closed' };
  if (row.bannedAt) return { kind: 'banned' };
  if (row.pausedUntil && row.pausedUntil > now) return { kind: 'paused', until: row.pausedUntil };
  return { kind: 'good' };
}
