import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users, welfareFolds, welfareOpens, welfarePoints } from '../db/schema';
import { turnoverByPlayer } from '../ranking/turnover';
import type { SiteClock } from '../runtime/siteClock';
import { pointsForTurnover } from './rules/points';

/** Where unfolded turnover starts: the end of the last folded day, or today's start before any. */
export async function unfoldedSince(db: Db, clock: SiteClock, now: Date): Promise<Date> {
  const [last] = await db
    .select({ until: welfareFolds.until })
    .from(welfareFolds)
    .orderBy(desc(welfareFolds.until))
    .limit(1);
  return last?.until ?? clock.period('day', now).start;
}

/**
 * Whether the 00:00 job has dropped the points for the days before today. Until it has, the
 * tiers stay refreshing: an opening then would be charged to a day that is not folded yet.
 */
export async function isDropApplied(db: Db, clock: SiteClock, now: Date) {
  const since = await unfoldedSince(db, clock, now);
  return since.getTime() >= clock.period('day', now).start.getTime();
}

/**
 * A player's welfare points now: the stored balance (folded days, less openings) plus the points
 * of their turnover since the last folded day. Read inside the opening's transaction after its
 * row lock, so a fold that committed first is in both parts.
 */
export async function welfareBalance(db: Db, clock: SiteClock, userId: number, now: Date) {
  const [stored] = await db
    .select({ points: welfarePoints.points })
    .from(welfarePoints)
    .where(eq(welfarePoints.userId, userId));
  const since = await unfoldedSince(db, clock, now);
  const [turnover] = await turnoverByPlayer(db, since, now, userId);
  return Math.max(0, (stored?.points ?? 0) + pointsForTurnover(turnover?.cents ?? 0n));
}

export async function vipLevelOf(db: Db, userId: number) {
  const [user] = await db
    .select({ vipLevel: users.vipLevel })
    .from(users)
    .where(eq(users.id, userId));
  return user?.vipLevel ?? 0;
}

/** The tiers the player opened on a site day. */
export async function tiersOpenedOn(db: Db, userId: number, day: string) {
  const rows = await db
    .select({ tier: welfareOpens.tier })
    .from(welfareOpens)
    .where(and(eq(welfareOpens.userId, userId), eq(welfareOpens.day, day)));
  return new Set(rows.map((row) => row.tier));
}
