import { session as sessionCalls, type OperatorRole } from '@skinbox/api/admin';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { operators, operatorSessions } from '../db/schema';
import { HOUR_MS, MINUTE_MS } from '@skinbox/rules';

const { OPERATOR_IDLE_MINUTES, OPERATOR_SESSION_HOURS } = sessionCalls;
/** How often a session's last call is written: once a minute is enough for a 30-minute idle end. */
const TOUCH_EVERY_MS = MINUTE_MS;

/** Opens a session: the token is shown once, its SHA-256 stored (like players' sessions). */
export async function openOperatorSession(db: Db, operatorId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_HOURS * HOUR_MS);
  await db.insert(operatorSessions).values({
    operatorId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
    lastSeenAt: now,
  });
  return { token, expiresAt };
}

export interface SignedInOperator {
  id: number;
  account: string;
  name: string;
  roles: OperatorRole[];
  sessionId: number;
  expiresAt: Date;
}

/**
 * The operator behind a token: a session not revoked, before its absolute end and used within
 * OPERATOR_IDLE_MINUTES, of an operator not disabled. Asked of the database on every call (the
 * back office is a few people), so a disabled operator or a revoked session stops at once on every
 * server process.
 */
export async function operatorOfToken(
  db: Db,
  token: string,
  now: Date,
): Promise<SignedInOperator | null> {
  const idleSince = new Date(now.getTime() - OPERATOR_IDLE_MINUTES * MINUTE_MS);
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      expiresAt: operatorSessions.expiresAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      id: operators.id,
      account: operators.account,
      name: operators.name,
      roles: operators.roles,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, idleSince),
        isNull(operators.disabledAt),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: now })
      .where(eq(operatorSessions.id, row.sessionId));
    await db.update(operators).set({ lastSeenAt: now }).where(eq(operators.id, row.id));
  }
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    roles: row.roles as OperatorRole[],
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
  };
}

export async function revokeOperatorSession(db: Db, sessionId: number) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

/** Ends every session of an operator (disabled, setup reset, roles changed). */
export async function revokeOperatorSessions(tx: Db, operatorId: number) {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}
