import { support as contract } from '@skinbox/api';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import type { RouteModule } from '../platform/deps';
import { askSupport } from './actions';
import { supportThread } from './queries';

/**
 * The support inbox (GAMES.md section 7, customer service without a chat widget): the player's
 * conversation and their new messages, at most contract.SUPPORT_RATE per player.
 */
export const registerSupportRoutes: RouteModule = ({ app, db }) => {
  const perPlayer = app.limiter('support-ask', contract.SUPPORT_RATE);

  route(app, contract.thread, async (_input, { userId }) => ({
    list: await supportThread(db, userId),
  }));

  route(app, contract.send, async ({ body }, { userId }) => {
    if (!(await perPlayer.take(String(userId)))) throw new AppError(429, 'errors.supportTooFast');
    return askSupport(db, userId, body);
  });
};
