import { CHAT_CHANNEL, chat as contract } from '@skinbox/api';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import type { RouteModule } from '../platform/deps';
import { postLine } from './actions';
import { history, mutedUntil } from './queries';

/**
 * The group chat (GAMES.md section 7): history for everyone, lines from signed-in players within
 * contract.CHAT_RATE per player (counted in Redis when the site runs several processes, so a player
 * cannot post faster by reaching two of them), each line published on chat:lobby through the hub.
 */
export const registerChatRoutes: RouteModule = ({ app, db, hub }) => {
  const perPlayer = app.limiter('chat-post', contract.CHAT_RATE);

  route(app, contract.history, async ({ beforeId }, { userId }) => {
    const [page, muted] = await Promise.all([
      history(db, beforeId),
      userId === null ? null : mutedUntil(db, userId, new Date()),
    ]);
    return { ...page, mutedUntil: muted?.toISOString() ?? null };
  });

  route(app, contract.send, async ({ body }, { userId }) => {
    if (!(await perPlayer.take(String(userId)))) throw new AppError(429, 'errors.chatTooFast');
    const line = await postLine(db, userId, body);
    hub.publish(CHAT_CHANNEL, 'line', line);
    return line;
  });
};
