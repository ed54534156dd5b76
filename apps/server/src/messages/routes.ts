import { user as contract } from '@skinbox/api';
import type { RouteModule } from '../platform/deps';
import { route } from '../http/route';
import { deleteRead, markRead } from './actions';
import { messagePage, presentMessage, unreadCount } from './queries';

/** getMessage, readyMessage, delReadyMessage: only ever the caller's own messages. */
export const registerMessageRoutes: RouteModule = ({ app, db }) => {
  route(app, contract.getMessage, async (request, { userId, locale }) => {
    const { rows, total } = await messagePage(db, userId, request);
    return {
      list: rows.map((row) => presentMessage(row, locale)),
      total,
      noReadMessages: await unreadCount(db, userId),
    };
  });

  route(app, contract.readyMessage, async ({ ids }, { userId }) => {
    await markRead(db, userId, ids);
    return { noReadMessages: await unreadCount(db, userId) };
  });

  route(app, contract.delReadyMessage, async (_input, { userId }) => ({
    deleted: await deleteRead(db, userId),
  }));
};
