import { centsToMoney, user as contract } from '@skinbox/api';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { RouteModule } from '../../app';
import type { Db } from '../../db/database';
import { realNameAttempts, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { credit } from '../../money/ledger';
import { isAdult, isValidIdNumber } from '../../rules/idNumber';
import { maskIdNumber, maskRealName } from '../../rules/mask';
import { loadUser } from '../../users/loadUser';
import { sendMessage } from '../../users/messages';
import { SETTING_KEYS, readMoneySetting } from '../../users/settings';

/** Seconds until another attempt is allowed after the latest one (SPEC: retry after 1 minute). */
async function retryAfter(db: Db, userId: number, now: Date) {
  const [latest] = await db
    .select({ createdAt: realNameAttempts.createdAt })
    .from(realNameAttempts)
    .where(eq(realNameAttempts.userId, userId))
    .orderBy(desc(realNameAttempts.createdAt))
    .limit(1);
  if (!latest) return 0;
  const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(contract.REAL_NAME_RETRY_SECONDS - waited));
}

/**
 * Real-name verification (SPEC sections 4, 5 and 6). There is no identity bureau to ask, so the
 * check is what can be known offline: a valid ID number (check digit, real birth date) of an adult.
 * A success stores name and number, pays the reward once and writes a message; any attempt blocks
 * the next one for a minute.
 */
export const registerRealNameRoutes: RouteModule = ({ app, db }) => {
  async function status(userId: number, now: Date) {
    const me = await loadUser(db, userId);
    return {
      isVerified: me.idNumber !== null,
      realName: maskRealName(me.realName),
      idNumber: maskIdNumber(me.idNumber),
      retryAfter: me.idNumber !== null ? 0 : await retryAfter(db, userId, now),
      rewardAmount: centsToMoney(
        await readMoneySetting(db, SETTING_KEYS.realNameRewardAmount, me.platformId),
      ),
    };
  }

  route(app, contract.queryRealName, (_input, { userId }) => status(userId, new Date()));

  route(app, contract.realName, async (input, { userId }) => {
    const now = new Date();
    const me = await loadUser(db, userId);
    if (me.idNumber !== null) throw new AppError(409, 'errors.realNameVerified');
    const wait = await retryAfter(db, userId, now);
    if (wait > 0) throw new AppError(429, 'errors.realNameRetryAfter', { sec: wait });
    const idNumber = input.idNumber.toUpperCase();
    const passed = isValidIdNumber(idNumber) && isAdult(idNumber, now);
    if (!passed) {
      await db.insert(realNameAttempts).values({ userId, passed: 0, createdAt: now });
      throw new AppError(400, 'errors.realNameFailed');
    }
    const reward = await readMoneySetting(db, SETTING_KEYS.realNameRewardAmount, me.platformId);
    await db.transaction(async (tx) => {
      await tx.insert(realNameAttempts).values({ userId, passed: 1, createdAt: now });
      const verified = await tx
        .update(users)
        .set({ realName: input.realName, idNumber })
        .where(and(eq(users.id, userId), isNull(users.idNumber)))
        .returning({ id: users.id });
      if (verified.length === 0) throw new AppError(409, 'errors.realNameVerified');
      if (reward > 0n) {
        await credit(tx, {
          userId,
          currency: 'amount',
          cents: reward,
          kind: 'reward.realName',
          reference: `realName:${userId}`,
          account: 'promotions',
        });
      }
    });
    await sendMessage(db, userId, {
      template: 'realNamePassed',
      params: { amount: centsToMoney(reward) },
    });
    return status(userId, now);
  });
};
