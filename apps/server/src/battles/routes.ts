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
  const view = ({ locale }: RouteContext) => ({
    locale,
    assets: config.ASSET_BASE_URL,
    now: new Date(),
  });

  /** After a seat is taken: the room hears the seat, the lobby the count, both the start. */
  async function announceSeating(
    battleId: number,
    seats: readonly number[],
    context: RouteContext,
  ) {
    const detail = await battleDetail(db, battleId, null, view(context));
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
    await assertBattleAccess(db, context.userId, 'play');
    const battleId = await createBattle(db, jobs, context.userId, input, {
      dissolveAfterMs: config.battle.dissolveAfterMs,
    });
    events.lobby('room.created', await roomChange(db, battleId));
    return battleDetail(db, battleId, context.userId, view(context));
  });

  route(app, battle.join, async (input, context) => {
    await assertBattleAccess(db, context.userId, 'play');
    await passwordGuesses.guess({ player: context.userId, target: input.battleId }, () =>
      joinBattle(db, jobs, context.userId, input),
    );
    await announceSeating(input.battleId, [input.seat], context);
    return battleDetail(db, input.battleId, context.userId, view(context));
  });

  route(app, battle.fillBots, async (input, context) => {
    const { battleId } = input;
    await assertBattleAccess(db, context.userId, 'play');
    const before = await battleDetail(db, battleId, null, view(context));
    await fillWithBots(db, jobs, context.userId, input);
    const filled = before.seats.filter((s) => s.player === null).map((s) => s.seat);
    await announceSeating(battleId, filled, context);
    return battleDetail(db, battleId, context.userId, view(context));
  });

  route(app, battle.detail, async ({ battleId }, context) => {
    await assertBattleAccess(db, context.userId, 'read');
    return battleDetail(db, battleId, context.userId, view(context));
  });

  route(app, battle.list, async (input, context) => {
    await assertBattleAccess(db, context.userId, 'read');
    return listRooms(db, ['waiting', 'running'], input, view(context));
  });

  route(app, battle.history, async (input, context) => {
    await assertBattleAccess(db, context.userId, 'read');
    return listRooms(db, ['finished'], input, view(context));
  });

  route(app, battle.myHistory, async (input, context) => {
    await assertBattleAccess(db, context.userId, 'play');
    return myRooms(db, context.userId, input, view(context));
  });

  route(app, battle.rank, async ({ period }, context) => {
    await assertBattleAccess(db, context.userId, 'read');
    return battleRank(db, clock, period, new Date());
  });

  route(app, battle.boxIntro, async (_input, context) => {
    await assertBattleAccess(db, context.userId, 'read');
    return { list: await battleBoxes(db, view(context)) };
  });

  route(app, battle.boxDetails, async ({ boxId }, context) => {
    await assertBattleAccess(db, context.userId, 'read');
    const box = await battleBox(db, boxId, view(context));
    if (!box) throw new AppError(404, 'errors.battleBoxNotFound');
    return box;
  });

  route(app, battle.verify, async ({ battleId }, context) => {
    await assertBattleAccess(db, context.userId, 'read');
    return battleVerification(db, battleId, view(context));
  });
}
