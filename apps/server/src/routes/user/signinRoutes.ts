import { centsToMoney, user as contract } from '@skinbox/api';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { RouteModule } from '../../app';
import type { Db } from '../../db/database';
import { signinAwards, signinRecords } from '../../db/schema';
import { isUniqueViolation } from '../../auth/accounts';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { credit } from '../../money/ledger';
import {
  SIGNIN_CYCLE_DAYS,
  cycleDay,
  liveStreak,
  nextStreak,
  signinDate,
} from '../../rules/signin';

async function lastSignin(db: Db, userId: number) {
  const [last] = await db
    .select({ date: signinRecords.signDate, streak: signinRecords.streak })
    .from(signinRecords)
    .where(eq(signinRecords.userId, userId))
    .orderBy(desc(signinRecords.signDate))
    .limit(1);
  return last ?? null;
}

/** signin, signinAwards and signinRewardRecords: the daily sign-in and its week of awards. */
export const registerSigninRoutes: RouteModule = ({ app, db }) => {
  route(app, contract.signin, async (_input, { userId }) => {
    const today = signinDate(new Date());
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
        });
        if (award.cents > 0n) {
          await credit(tx, {
            userId,
            currency: award.kind,
            cents: award.cents,
            kind: 'reward.signin',
            reference: `signin:${userId}:${today}`,
            account: 'promotions',
          });
        }
      });
    } catch (error) {
      // Two sign-ins raced on the same day: the unique key let one through.
      if (isUniqueViolation(error)) throw new AppError(409, 'errors.signinDone');
      throw error;
    }
    return { day, kind: award.kind, amount: centsToMoney(award.cents) };
  });

  route(app, contract.signinAwards, async (_input, { userId }) => {
    const today = signinDate(new Date());
    const last = await lastSignin(db, userId);
    const signedToday = last?.date === today;
    const streak = liveStreak(today, last);
    // Days of the current week already signed: the streak's position in its week.
    const signedDays = streak === 0 ? 0 : cycleDay(streak);
    const week = signedDays === SIGNIN_CYCLE_DAYS && !signedToday ? 0 : signedDays;
    const awards = await db.select().from(signinAwards).orderBy(asc(signinAwards.day));
    return {
      signedToday,
      consecutiveDays: streak,
      list: awards.map((award) => ({
        day: award.day,
        kind: award.kind,
        amount: centsToMoney(award.cents),
        signed: award.day <= week,
      })),
    };
  });

  route(app, contract.signinRewardRecords, async ({ page, pageSize }, { userId }) => {
    const rows = await db
      .select()
      .from(signinRecords)
      .where(eq(signinRecords.userId, userId))
      .orderBy(desc(signinRecords.signDate))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await db
      .select({ n: count() })
      .from(signinRecords)
      .where(eq(signinRecords.userId, userId));
    return {
      list: rows.map((row) => ({
        id: row.id,
        day: row.day,
        kind: row.kind,
        amount: centsToMoney(row.cents),
        createdAt: row.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
    };
  });
};
