import { centsToMoney, user as contract } from '@skinbox/api';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { isUniqueViolation } from '../auth/accounts';
import { SETTING_KEYS } from '../content/rules/settingKeys';
import { readMoneySetting } from '../content/settings';
import type { Db } from '../db/database';
import { realNameAttempts, users } from '../db/schema';
import { AppError } from '../http/errors';
import { sendMessage } from '../messages/actions';
import { creditUnlessZero } from '../money/ledger';
import { loadUser } from '../platform/loadUser';
import { retryAfterSeconds } from './queries';
import { isAdult, isValidIdNumber } from './rules/idNumber';

/**
 * Claims an attempt for `userId`: one conditional update stamps the attempt time unless the player
 * is verified or attempted within REAL_NAME_RETRY_SECONDS. The row lock makes parallel requests
 * queue, and each re-reads the stamp its predecessor wrote, so of any burst one is judged.
 */
async function claimAttempt(db: Db, userId: number, now: Date) {
  const blockedSince = new Date(now.getTime() - contract.REAL_NAME_RETRY_SECONDS * 1000);
  const claimed = await db
    .update(users)
    .set({ realNameAttemptAt: now })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.idNumber),
        or(isNull(users.realNameAttemptAt), lte(users.realNameAttemptAt, blockedSince)),
      ),
    )
    .returning({ id: users.id });
  if (claimed.length > 0) return;
  const me = await loadUser(db, userId);
  if (me.idNumber !== null) throw new AppError(409, 'errors.realNameVerified');
  throw new AppError(429, 'errors.realNameRetryAfter', {
    sec: retryAfterSeconds(me.realNameAttemptAt, now),
  });
}

/**
 * Real-name verification (SPEC sections 4, 5 and 6). There is no identity bureau to ask, so the
 * check is what can be known offline: a valid ID number (check digit, real birth date) of an
 * adult, not yet used by another account (a unique index). A success stores name and number, pays
 * the reward once and writes a message; any attempt, passed or not, blocks the next for a minute.
 */
export async function verifyRealName(
  db: Db,
  userId: number,
  input: { realName: string; idNumber: string },
  now: Date,
) {
  await claimAttempt(db, userId, now);
  const idNumber = input.idNumber.toUpperCase();
  if (!isValidIdNumber(idNumber) || !isAdult(idNumber, now)) {
    await db.insert(realNameAttempts).values({ userId, passed: 0, createdAt: now });
    throw new AppError(400, 'errors.realNameFailed');
  }
  const me = await loadUser(db, userId);
  const reward = await readMoneySetting(db, SETTING_KEYS.realNameRewardAmount, me.platformId);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(realNameAttempts).values({ userId, passed: 1, createdAt: now });
      const verified = await tx
        .update(users)
        .set({ realName: input.realName, idNumber })
        .where(and(eq(users.id, userId), isNull(users.idNumber)))
        .returning({ id: users.id });
      if (verified.length === 0) throw new AppError(409, 'errors.realNameVerified');
      await creditUnlessZero(tx, {
        userId,
        currency: 'amount',
        cents: reward,
        kind: 'reward.realName',
        reference: `realName:${userId}`,
        account: 'promotions',
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another account holds this number: nothing above was written, no reward was paid.
    await db.insert(realNameAttempts).values({ userId, passed: 0, createdAt: now });
    throw new AppError(409, 'errors.idNumberTaken');
  }
  await sendMessage(db, userId, {
    template: 'realNamePassed',
    params: { amount: centsToMoney(reward) },
  });
}
