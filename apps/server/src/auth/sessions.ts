import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';
import { hashToken, newToken } from './tokens';
import { DAY_MS } from '@skinbox/rules';

/** A session lasts 30 days; the site checks it at start-up with verifyToken. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;

/** Opens a session for `userId` and returns the bearer token (shown once, stored hashed). */
export async function openSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/** The user of a live (not revoked, not expired) session, or null. */
export async function userIdOfToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

export async function revokeSession(db: Db, token: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** After a password change or reset every session of the user ends. */
export async function revokeAllSessions(db: Db, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
