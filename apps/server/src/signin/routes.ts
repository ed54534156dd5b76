import { centsToMoney, user as contract } from '@skinbox/api';
import type { RouteModule } from '../platform/deps';
import { route } from '../http/route';
import { signIn } from './actions';
import { lastSignin, signinAwardWeek, signinRecordPage } from './queries';
import { SIGNIN_CYCLE_DAYS, cycleDay, liveStreak } from './rules/streak';

/** signin, signinAwards and signinRewardRecords: the daily sign-in and its week of awards. */
export const registerSigninRoutes: RouteModule = ({ app, db, clock }) => {
  route(app, contract.signin, async (_input, { userId }) => {
    const { day, kind, cents } = await signIn(db, clock, userId, clock.now());
    return { day, kind, amount: centsToMoney(cents) };
  });

  route(app, contract.signinAwards, async (_input, { userId }) => {
    const today = clock.day(clock.now());
    const last = await lastSignin(db, userId);
    const signedToday = last?.date === today;
    const streak = liveStreak(today, last);
    // Days of the current week already signed: the streak's position in its week.
    const signedDays = streak === 0 ? 0 : cycleDay(streak);
    const week = signedDays === SIGNIN_CYCLE_DAYS && !signedToday ? 0 : signedDays;
    const awards = await signinAwardWeek(db);
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

  route(app, contract.signinRewardRecords, async (request, { userId }) => {
    const { rows, total } = await signinRecordPage(db, userId, request);
    return {
      list: rows.map((row) => ({
        id: row.id,
        day: row.day,
        kind: row.kind,
        amount: centsToMoney(row.cents),
        createdAt: row.createdAt.toISOString(),
      })),
      total,
    };
  });
};
