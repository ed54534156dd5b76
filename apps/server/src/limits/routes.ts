import { limits as contract, moneyToCents } from '@skinbox/api';
import { LIMIT_KEYS, type LimitValues } from '../db/schema';
import { route } from '../http/route';
import type { RouteModule } from '../platform/deps';
import { pausePlay, setLimits, setReminder } from './actions';
import { limitsState } from './queries';

/** Responsible gaming (/api/limits): the state, the limits, a pause, the session reminder. */
export const registerLimitsRoutes: RouteModule = ({ app, db, clock }) => {
  route(app, contract.state, (_input, { userId }) => limitsState(db, userId, clock.now()));

  route(app, contract.setLimits, async ({ limits }, { userId }) => {
    const now = clock.now();
    const requested: LimitValues = {};
    for (const key of LIMIT_KEYS) {
      const value = limits[key];
      if (value !== null && value !== undefined) requested[key] = Number(moneyToCents(value));
    }
    await setLimits(db, userId, requested, now);
    return limitsState(db, userId, now);
  });

  route(app, contract.pause, async (input, { userId }) => {
    const now = clock.now();
    await pausePlay(db, userId, input, now);
    return limitsState(db, userId, now);
  });

  route(app, contract.reminder, async ({ minutes }, { userId }) => {
    await setReminder(db, userId, minutes);
    return limitsState(db, userId, clock.now());
  });
};
