import { battle } from '@skinbox/api';
import { AppError } from '../http/errors';
import { route, type RouteContext } from '../http/route';
import { secretGuesses } from '../http/secretGuesses';
import type { ModuleDeps } from '../platform/deps';
import { assertBattleAccess } from './access';
import { fillWithBots, joinBattle } from './play';
import { createBattle } from './rooms';
import { battleEvents } from './events';
import { battleJobs, roomChange } from './jobs';
import {
  battleBox,
  battleBoxes,
  battleDetail,
  battleRank,
  battleVerification,
  listRooms,
  myRooms,
} from './queries';

/** Battle calls (GAMES.md section 1): create, join, bots, the lists, rank, boxes and verify. */
export function registerBattles({ app, db, config, hub, clock }: ModuleDeps) {
  const jobs = battleJobs(config, hub);
  const events = battleEvents(hub);
  const passwordGuesses = secretGuesses(app, 'battlePassword', 'errors.battlePasswordWrong');
  const view = ({ locale }: RouteContext, now: Date) => ({
    locale,
    assets: config.ASSET_BASE_URL,
    now,
  });

  /** After a seat is taken: the room hears the seat, the lobby the count, both the start. */
  async function announceSeating(
    battleId: number,
    seats: readonly number[],
    context: RouteContext,
    now: Date,
  ) {
    const detail = await battleDetail(db, battleId, null, view(context, now));
    for (const seat of detail.seats.filter((s) => seats.includes(s.seat))) {
      events.room(battleId, 'seated', { battleId, seat });
    }
    const change = await roomChange(db, battleId);
    events.lobby(change.status === 'running' ? 'room.started' : 'room.seated', change);
    if (detail.startedAt && detail.publicSeed) {
      events.room(battleId, 'started', {
        battleId,
        startedAt: detail.startedAt,
        publicSeed: detail.publicSeed,
      });
    }
  }

  route(app, battle.create, async (input, context) => {
    const now = clock.now();
    await assertBattleAccess(db, context.userId, 'play');
    const battleId = await createBattle(db, jobs, context.userId, input, {
      now,
      dissolveAfterMs: config.battle.dissolveAfterMs,
    });
    events.lobby('room.created', await roomChange(db, battleId));
    return battleDetail(db, battleId, context.userId, view(context, now));
  });

  route(app, battle.join, async (input, context) => {
    const now = clock.now();
    await assertBattleAccess(db, context.userId, 'play');
    await passwordGuesses.guess({ player: context.userId, target: input.battleId }, () =>
      joinBattle(db, jobs, context.userId, input, now),
    );
    await announceSeating(input.battleId, [input.seat], context, now);
    return battleDetail(db, input.battleId, context.userId, view(context, now));
  });

  route(app, battle.fillBots, async (input, context) => {
    const now = clock.now();
    const { battleId } = input;
    await assertBattleAccess(db, context.userId, 'play');
    const before = await battleDetail(db, battleId, null, view(context, now));
    await fillWithBots(db, jobs, context.userId, input, now);
    const filled = before.seats.filter((s) => s.player === null).map((s) => s.seat);
    await announceSeating(battleId, filled, context, now);
    return battleDetail(db, battleId, context.userId, view(context, now));
  });

  route(app, battle.detail, async ({ battleId }, context) => {
    const now = clock.now();
    await assertBattleAccess(db, context.userId, 'read');
    return battleDetail(db, battleId, context.userId, view(context, now));
  });

  route(app, battle.list, async (input, context) => {
    const now = clock.now();
    await assertBattleAccess(db, context.userId, 'read');
    return listRooms(db, ['waiting', 'running'], input, view(context, now));
  });

  route(app, battle.history, async (input, context) => {
    const now = clock.now();
    await assertBattleAccess(db, context.userId, 'read');
    return listRooms(db, ['finished'], input, view(context, now));
  });

  route(app, battle.myHistory, async (input, context) => {
    const now = clock.now();
    await assertBattleAccess(db, context.userId, 'play');
    return myRooms(db, context.userId, input, view(context, now));
  });

  route(app, battle.rank, async ({ period }, context) => {
    const now = clock.now();
    await assertBattleAccess(db, context.userId, 'read');
    return battleRank(db, clock, period, now);
  });

  route(app, battle.boxIntro, async (_input, context) => {
    const now = clock.now();
    await assertBattleAccess(db, context.userId, 'read');
    return { list: await battleBoxes(db, view(context, now)) };
  });

  route(app, battle.boxDetails, async ({ boxId }, context) => {
    const now = clock.now();
    await assertBattleAccess(db, context.userId, 'read');
    const box = await battleBox(db, boxId, view(context, now));
    if (!box) throw new AppError(404, 'errors.battleBoxNotFound');
    return box;
  });

  route(app, battle.verify, async ({ battleId }, context) => {
    const now = clock.now();
    await assertBattleAccess(db, context.userId, 'read');
    return battleVerification(db, battleId, view(context, now));
  });
}
