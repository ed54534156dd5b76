import { user as contract } from '@skinbox/api';
import type { RouteModule } from '../platform/deps';
import { route } from '../http/route';
import { loadUser } from '../platform/loadUser';
import { openRegisterPacket } from './actions';

/** registerReward: opens the sign-up red packet once. */
export const registerRegisterRewardRoutes: RouteModule = ({ app, db, clock }) => {
  route(app, contract.registerReward, async (_input, { userId, locale }) => {
    const me = await loadUser(db, userId);
    return openRegisterPacket(db, userId, me.platformId, locale, clock.now());
  });
};
