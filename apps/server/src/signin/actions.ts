import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../auth/accounts';
import type { Db } from '../db/database';
import { signinAwards, signinRecords } from '../db/schema';
import { AppError } from '../http/errors';
import { creditUnlessZero } from '../money/ledger';
import type { SiteClock } from '../runtime/siteClock';
import { lastSignin } from './queries';
import { cycleDay, nextStreak } from './rules/streak';

/**
 * Signs the player in for `today` (a site day, runtime/siteClock.ts): the streak goes on or starts
 * again, and the award of its day in the week is paid with the record, in one transaction. One
 * sign-in per player and day: the record's unique key refuses a second, also one racing this one.
 */
export async function signIn(db: Db, clock: SiteClock, userId: number, now: Date) {
  const today = clock.day(now);
  const last = await lastSignin(db, userId);
  if (last?.date === today) throw new AppError(409, 'errors.signinDone');
  const streak = nextStreak(today, last);
  const day = cycleDay(streak);
  const [award] = await db.select().from(signinAwards).where(eq(signinAwards.day, day));
  if (!award) throw new AppError(404, 'errors.notFound');
  try {
    await db.transaction(async (tx) => {
      await tx.insert(signinRecords).values({
        userId,
        signDate: today,
        streak,
        day,
        kind: award.kind,
        cents: award.cents,
        // The site clock's instant, which chose `today`, not the database's: the task centre
        // counts sign-ins by this time, so the record and its site day never fall in different days.
        createdAt: now,
      });
      await creditUnlessZero(tx, {
        userId,
        currency: award.kind,
        cents: award.cents,
        kind: 'reward.signin',
        reference: `signin:${userId}:${today}`,
        account: 'promotions',
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'errors.signinDone');
    throw error;
  }
  return { day, kind: award.kind, cents: award.cents };
}
