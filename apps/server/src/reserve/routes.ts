import { reserve as contract } from '@skinbox/api';
import { route } from '../http/route';
import type { RouteModule } from '../platform/deps';
import { reserveEvent } from './actions';
import { eventFor, listEvents } from './queries';

/** Reservations (/m/reserve): the upcoming events, and reserving one. */
export const registerReserveRoutes: RouteModule = ({ app, db, clock }) => {
  route(app, contract.list, async (_input, { userId, locale }) => {
    const now = clock.now();
    return { serverNow: now.toISOString(), list: await listEvents(db, userId, locale, now) };
  });

  route(app, contract.reserve, async ({ eventId }, { userId, locale }) =>
    eventFor(db, await reserveEvent(db, userId, eventId), userId, locale),
  );
};
