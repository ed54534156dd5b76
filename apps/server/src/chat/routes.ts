import { CHAT_CHANNEL, chat as contract } from '@skinbox/api';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import type { RouteModule } from '../platform/deps';
import { postLine } from './actions';
import { LOBBY, history, mutedUntil } from './queries';

/**
 * The group chat (GAMES.md section 7): history for everyone, lines from signed-in players within
 * contract.CHAT_RATE per player and contract.CHAT_ROOM_RATE for the room (issue 27), each counted
 * in Redis when the site runs several processes, so nobody posts faster by reaching two of them.
 * A room that fills its rate goes into slow mode (contract.CHAT_SLOW_MODE): while it lasts each
 * player has one line per interval. Each line is published on chat:lobby through the hub.
 */
export const registerChatRoutes: RouteModule = ({ app, db, hub, clock }) => {
  const { CHAT_RATE, CHAT_ROOM_RATE, CHAT_SLOW_MODE } = contract;
  const perPlayer = app.limiter('chat-post', CHAT_RATE);
  const perRoom = app.limiter('chat-room', CHAT_ROOM_RATE);
  // Its window is the slow mode: started by the first line the room refuses, never lengthened.
  const slowMode = app.limiter('chat-slow-mode', {
    limit: Number.MAX_SAFE_INTEGER,
    windowMs: CHAT_SLOW_MODE.durationMs,
  });
  const slowPerPlayer = app.limiter('chat-slow-player', {
    limit: 1,
    windowMs: CHAT_SLOW_MODE.intervalMs,
  });
  const slow = new AppError(429, 'errors.chatSlowMode', {
    seconds: CHAT_SLOW_MODE.intervalMs / 1000,
  });

  route(app, contract.history, async ({ beforeId }, { userId }) => {
    const [page, muted] = await Promise.all([
      history(db, beforeId),
      userId === null ? null : mutedUntil(db, userId, clock.now()),
    ]);
    return { ...page, mutedUntil: muted?.toISOString() ?? null };
  });

  route(app, contract.send, async ({ body }, { userId }) => {
    const player = String(userId);
    if (!(await perPlayer.take(player))) throw new AppError(429, 'errors.chatTooFast');
    const slowed = (await slowMode.windowLeftMs(LOBBY)) > 0;
    if (slowed && !(await slowPerPlayer.take(player))) throw slow;
    if (!(await perRoom.take(LOBBY))) {
      // The player did not post: this line uses up none of their own allowance.
      await Promise.all([
        perPlayer.giveBack(player),
        slowed ? slowPerPlayer.giveBack(player) : null,
        slowMode.take(LOBBY),
      ]);
      throw slow;
    }
    const line = await postLine(db, userId, body, clock.now());
    hub.publish(CHAT_CHANNEL, 'line', line);
    return line;
  });
};
