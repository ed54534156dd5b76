import { user as contract } from '@skinbox/api';
import type { RouteModule } from '../platform/deps';
import { route } from '../http/route';
import { verifyRealName } from './actions';
import { realNameStatus } from './queries';

/** queryRealName and realName (SPEC section 7, /api/user). */
export const registerRealNameRoutes: RouteModule = ({ app, db, clock }) => {
  route(app, contract.queryRealName, (_input, { userId }) =>
    realNameStatus(db, userId, clock.now()),
  );

  route(app, contract.realName, async (input, { userId }) => {
    const now = clock.now();
    await verifyRealName(db, userId, input, now);
    return realNameStatus(db, userId, now);
  });
};
