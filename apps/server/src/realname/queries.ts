import { centsToMoney, user as contract } from '@skinbox/api';
import type { Db } from '../db/database';
import { SETTING_KEYS } from '../content/rules/settingKeys';
import { readMoneySetting } from '../content/settings';
import { maskIdNumber, maskRealName } from '../profile/rules/mask';
import { loadUser } from '../platform/loadUser';

/** Seconds until another attempt is allowed after the one at `attemptAt` (SPEC: 1 minute). */
export function retryAfterSeconds(attemptAt: Date | null, now: Date) {
  if (!attemptAt) return 0;
  const waited = (now.getTime() - attemptAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(contract.REAL_NAME_RETRY_SECONDS - waited));
}

/** What queryRealName and a successful realName answer: masked, with the wait and the reward. */
export async function realNameStatus(db: Db, userId: number, now: Date) {
  const me = await loadUser(db, userId);
  return {
    isVerified: me.idNumber !== null,
    realName: maskRealName(me.realName),
    idNumber: maskIdNumber(me.idNumber),
    retryAfter: me.idNumber !== null ? 0 : retryAfterSeconds(me.realNameAttemptAt, now),
    rewardAmount: centsToMoney(
      await readMoneySetting(db, SETTING_KEYS.realNameRewardAmount, me.platformId),
    ),
  };
}
