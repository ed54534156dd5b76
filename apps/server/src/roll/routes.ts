import { moneyToCents, roll } from '@skinbox/api';
import type { ModuleDeps } from '../platform/deps';
import { AppError } from '../http/errors';
import { route, type RouteContext } from '../http/route';
import { secretGuesses } from '../http/secretGuesses';
import { createAnchorRoom, joinRoom } from './actions';
import { rollEvents } from './events';
import { rollJobs } from './jobs';
import { ROLL_JOINS_PER_PLAYER } from './limits';
import { listRooms, roomDetail } from './queries';

/** Roll room calls (GAMES.md section 3): the lists, a room, joining, a streamer's new room. */
export function registerRoll({ app, db, config, hub, clock }: ModuleDeps) {
  const jobs = rollJobs(hub);
  const events = rollEvents(hub);
  const joinsPerPlayer = app.limiter('roll-join-player', ROLL_JOINS_PER_PLAYER);
  const passwordGuesses = secretGuesses(app, 'rollPassword', 'errors.rollPasswordWrong');
  const view = ({ locale }: RouteContext, now: Date) => ({
    locale,
    assets: config.ASSET_BASE_URL,
    now,
  });

  route(app, roll.list, async ({ tab, page, pageSize }, context) =>
    listRooms(db, tab, context.userId, { page, pageSize }, view(context, clock.now())),
  );

  route(app, roll.detail, async ({ rollId }, context) =>
    roomDetail(db, rollId, context.userId, view(context, clock.now())),
  );

  route(app, roll.join, async (input, context) => {
    const now = clock.now();
    if (!(await joinsPerPlayer.take(String(context.userId)))) {
      throw new AppError(429, 'errors.rateLimited');
    }
    const { participant, participants } = await passwordGuesses.guess(
      { player: context.userId, target: input.rollId },
      () => joinRoom(db, jobs, clock, context.userId, input, now),
    );
    const detail = await roomDetail(db, input.rollId, context.userId, view(context, now));
    const joined = detail.participantList.find((p) => p.userId === participant.userId);
    if (joined)
      events.room(input.rollId, 'joined', {
        rollId: input.rollId,
        participant: joined,
        participants,
      });
    return detail;
  });

  route(app, roll.create, async (input, context) => {
    const now = clock.now();
    const rollId = await createAnchorRoom(
      db,
      jobs,
      context.userId,
      {
        name: input.name,
        password: input.password,
        rechargeMinCents:
          input.rechargeMin === undefined ? undefined : moneyToCents(input.rechargeMin),
        rechargeSince:
          input.rechargeSince === undefined ? undefined : new Date(input.rechargeSince),
        vipLevel: input.vipLevel,
        cap: input.cap,
        drawAt: new Date(input.drawAt),
        bagItemIds: input.bagItemIds,
      },
      now,
    );
    return roomDetail(db, rollId, context.userId, view(context, now));
  });
}
