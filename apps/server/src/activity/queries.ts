import { activityConfig, type ActivityConfig } from '@skinbox/api';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { articles, festivalClaims, newYearDraws, rolls } from '../db/schema';

/** The platform whose ActivityConfig a platform without its own follows (getArticleList too). */
const BASE_PLATFORM = 1;
/** `pnpm ops activity-set` writes the same JSON in every language; the server reads zh's. */
const STORED_LOCALE = 'zh';

async function storedConfig(db: Db, platformId: number) {
  const [row] = await db
    .select({ content: articles.content })
    .from(articles)
    .where(
      and(
        eq(articles.platformId, platformId),
        eq(articles.type, 'ActivityConfig'),
        eq(articles.locale, STORED_LOCALE),
      ),
    )
    .orderBy(asc(articles.sort), asc(articles.id))
    .limit(1);
  return row?.content;
}

/**
 * The platform's ActivityConfig (the base platform's when it has none). Content that is not JSON
 * or does not fit the contract configures no activity: the site then shows none either.
 */
export async function readActivityConfig(db: Db, platformId: number): Promise<ActivityConfig> {
  const content =
    (await storedConfig(db, platformId)) ??
    (platformId === BASE_PLATFORM ? undefined : await storedConfig(db, BASE_PLATFORM));
  if (content === undefined) return {};
  try {
    const parsed = activityConfig.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The festival prizes a player received in an activity, by prize key. */
export async function festivalClaimsOf(db: Db, activityId: number, userId: number) {
  const rows = await db
    .select({ prizeKey: festivalClaims.prizeKey })
    .from(festivalClaims)
    .where(and(eq(festivalClaims.activityId, activityId), eq(festivalClaims.userId, userId)));
  return new Set(rows.map((row) => row.prizeKey));
}

/** The player's new-year envelopes of an activity, newest first, with their roll's ticket. */
export function newYearDrawsOf(db: Db, activityId: number, userId: number, limit = 30) {
  return db
    .select({
      day: newYearDraws.day,
      prize: newYearDraws.prize,
      cents: newYearDraws.cents,
      rollId: newYearDraws.rollId,
      ticket: rolls.ticket,
      createdAt: newYearDraws.createdAt,
    })
    .from(newYearDraws)
    .innerJoin(rolls, eq(rolls.id, newYearDraws.rollId))
    .where(and(eq(newYearDraws.activityId, activityId), eq(newYearDraws.userId, userId)))
    .orderBy(desc(newYearDraws.id))
    .limit(limit);
}
