import { limits, type PauseKind, type PauseLength } from '@skinbox/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { playerLimits, type LimitValues } from '../db/schema';
import { AppError } from '../http/errors';
import { applyRequest, pauseEnd } from './rules/changes';

/** The player's row, made empty when missing, locked for the change. */
async function lockRow(tx: Db, userId: number) {
  await tx.insert(playerLimits).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(playerLimits)
    .where(eq(playerLimits.userId, userId))
    .for('update');
  if (!row) throw new Error('the limits row is missing after its insert');
  return row;
}

/** Sets the player's whole set of limits (rules/changes.ts says when each part holds). */
export function setLimits(db: Db, userId: number, requested: LimitValues, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, userId);
    const next = applyRequest(row, requested, now);
    await tx
      .update(playerLimits)
      .set({ ...next, updatedAt: now })
      .where(eq(playerLimits.userId, userId));
  });
}

/**
 * Starts or lengthens a cool-off or a self-exclusion. A self-exclusion stays one even when a
 * shorter cool-off is asked for during it.
 */
export function pausePlay(
  db: Db,
  userId: number,
  { kind, length }: { kind: PauseKind; length: PauseLength },
  now: Date,
) {
  const days = (limits.PAUSE_CHOICES[kind] as Partial<Record<PauseLength, number>>)[length];
  if (days === undefined) throw new AppError(400, 'errors.badRequest');
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, userId);
    const running = row.pausedUntil && row.pausedUntil > now ? row.pausedUntil : null;
    const until = pauseEnd(running, days, now);
    const pauseKind = running && row.pauseKind === 'selfExclusion' ? 'selfExclusion' : kind;
    await tx
      .update(playerLimits)
      .set({ pausedUntil: until, pauseKind, updatedAt: now })
      .where(eq(playerLimits.userId, userId));
  });
}

export async function setReminder(db: Db, userId: number, minutes: number) {
  await db
    .insert(playerLimits)
    .values({ userId, reminderMinutes: minutes })
    .onConflictDoUpdate({
      target: playerLimits.userId,
      set: { reminderMinutes: minutes, updatedAt: sql`now()` },
    });
}
