import { BoxType, centsToMoney, isRealPlayer, type PrizeAnnouncement } from '@skinbox/api';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { battleDrops, battles, battleSeats, users } from '../db/schema';
import type { ServerConfig } from '../config';
import { announcePrize, type RealtimeHub } from '../socket/hub';
import { isAnnouncedPrize } from '../boxes/rules/prize';
import { readSetting } from '../content/settings';
import { scheduleJob, type JobDefinition } from '../runtime/jobs';
import { wagerMultipleFor } from '../economy/rules/wagering';
import { dissolveBattle, settleBattle } from './play';
import { battleBoxPrices } from './queries';
import { openOfficialRoom } from './rooms';
import { planRoom } from './rules/createRoom';
import { nextScheduleRun, OFFICIAL_SCHEDULE_KEY, parseSchedule } from './rules/officialSchedule';
import { battleEvents, type BattleEvents } from './events';
import { roomsToOpen } from './rules/officialSchedule';
import { rowCount } from '../platform/paging';

/** The hooks the battle actions need from the runtime: the jobs they schedule. */
export interface BattleJobs {
  dissolve: JobDefinition<{ battleId: number }>;
  round: JobDefinition<{ battleId: number; round: number }>;
  settle: JobDefinition<{ battleId: number }>;
  /** Tells the lobby about a room made outside a server process (an operator's official room). */
  announce: JobDefinition<{ battleId: number }>;
  /** Keeps the operators' schedule of official rooms open, once a minute while one is set. */
  officialRooms: JobDefinition<Record<string, never>>;
}

/** What the lobby hears about a room: its status and how many seats are taken. */
export async function roomChange(db: Db, battleId: number) {
  const [room] = await db
    .select({
      status: battles.status,
      seatCount: battles.seatCount,
      winnerSeat: battles.winnerSeat,
    })
    .from(battles)
    .where(eq(battles.id, battleId));
  const [taken] = await rowCount(db, battleSeats, eq(battleSeats.battleId, battleId));
  if (!room) throw new Error(`battle ${battleId} is gone`);
  return { battleId, ...room, taken: taken?.n ?? 0 };
}

/**
 * The winner's take as a win announcement (activity.prize with boxType 2) when it is above the
 * threshold and the winner is a player (ai and test accounts are never announced, GAMES.md
 * section 0); null when there is nothing to announce.
 */
async function winAnnouncement(
  tx: Db,
  battleId: number,
  thresholdCents: bigint,
): Promise<PrizeAnnouncement | null> {
  const [winner] = await tx
    .select({
      wonCents: battleSeats.wonCents,
      nickName: users.nickName,
      avatar: users.avatar,
      userType: users.userType,
      firstBox: battles.roundBoxIds,
    })
    .from(battles)
    .innerJoin(
      battleSeats,
      and(eq(battleSeats.battleId, battles.id), eq(battleSeats.seat, battles.winnerSeat)),
    )
    .innerJoin(users, eq(users.id, battleSeats.userId))
    .where(eq(battles.id, battleId));
  if (!winner || !isRealPlayer(winner.userType)) return null;
  if (!isAnnouncedPrize(winner.wonCents, thresholdCents)) return null;
  return {
    nickName: winner.nickName,
    avater: winner.avatar,
    recoveryPrice: centsToMoney(winner.wonCents),
    boxType: BoxType.battle,
    boxId: winner.firstBox[0] ?? 1,
  };
}

const battleIdPayload = z.object({ battleId: z.number().int().positive() });

/**
 * The battles' timed work (GAMES.md section 0 "Jobs"): a room's dissolve at its 15-minute mark,
 * one job per round as that round's reels start on the show's clock, the settlement once the last
 * round's reels stand, and the lobby's news of an operator's room. What each tells the channels is read inside the
 * job's transaction and sent once it has committed (afterCommit), so a client that reloads on an
 * event reads the state the event announced; a run that fails tells nothing and is retried.
 */
export function battleJobs(config: ServerConfig, hub: RealtimeHub): BattleJobs {
  const events: BattleEvents = battleEvents(hub);
  const thresholdCents = BigInt(Math.round(config.economy.PRIZE_ANNOUNCE_COINS * 100));
  const wagerMultiple = wagerMultipleFor(config.economy.BOX_RTP);
  const jobs: BattleJobs = {
    dissolve: {
      kind: 'battle.dissolve',
      payload: battleIdPayload,
      async handler(tx, { battleId }, { now, afterCommit }) {
        if (!(await dissolveBattle(tx, battleId, now))) return;
        const change = await roomChange(tx, battleId);
        afterCommit(() => {
          events.room(battleId, 'dissolved', { battleId });
          events.lobby('room.dissolved', change);
        });
      },
    },
    round: {
      kind: 'battle.round',
      payload: z.object({
        battleId: z.number().int().positive(),
        round: z.number().int().positive(),
      }),
      async handler(tx, { battleId, round }, { afterCommit }) {
        const [room] = await tx
          .select({ rounds: battles.roundBoxIds })
          .from(battles)
          .where(eq(battles.id, battleId));
        if (!room) return;
        const drops = await tx
          .select()
          .from(battleDrops)
          .where(and(eq(battleDrops.battleId, battleId), eq(battleDrops.round, round)))
          .orderBy(asc(battleDrops.seat));
        const played = {
          battleId,
          round,
          boxId: room.rounds[round - 1] ?? 0,
          drops: drops.map((d) => ({
            seat: d.seat,
            goodsId: d.itemId,
            price: centsToMoney(d.priceCents),
            ticket: d.ticket,
          })),
        };
        afterCommit(() => events.room(battleId, 'round', played));
      },
    },
    settle: {
      kind: 'battle.settle',
      payload: battleIdPayload,
      async handler(tx, { battleId }, { now, afterCommit }) {
        if (!(await settleBattle(tx, battleId, now, wagerMultiple))) return;
        const change = await roomChange(tx, battleId);
        const prize = await winAnnouncement(tx, battleId, thresholdCents);
        afterCommit(() => {
          events.room(battleId, 'settled', { battleId, winnerSeat: change.winnerSeat });
          events.lobby('room.finished', change);
          if (prize) announcePrize(hub, prize);
        });
      },
    },
    announce: {
      kind: 'battle.announce',
      payload: battleIdPayload,
      async handler(tx, { battleId }, { afterCommit }) {
        const change = await roomChange(tx, battleId);
        if (change.status !== 'waiting') return;
        afterCommit(() => events.lobby('room.created', change));
      },
    },
    officialRooms: {
      kind: 'battle.officialRooms',
      payload: z.object({}).strict(),
      // The chain ends with the schedule; setting one (the ops verb) starts it again. Made before
      // the run, so a minute whose rooms fail to open never stops the minutes after it.
      chain: (tx, _payload, { now }) => resumeOfficialRooms(tx, config, now),
      start: (db, now) => resumeOfficialRooms(db, config, now),
      async handler(tx, _payload, { now, afterCommit }) {
        const schedule = parseSchedule(await readSetting(tx, OFFICIAL_SCHEDULE_KEY));
        if (schedule.length === 0) return;
        const open = await tx
          .select({
            roundBoxIds: battles.roundBoxIds,
            seatCount: battles.seatCount,
            mode: battles.mode,
          })
          .from(battles)
          .where(
            and(
              eq(battles.kind, 'official'),
              eq(battles.status, 'waiting'),
              isNull(battles.passwordHash),
            ),
          );
        // A line whose boxes are no longer on sale is left until an operator changes it.
        const prices = await battleBoxPrices(tx);
        const opened: Awaited<ReturnType<typeof roomChange>>[] = [];
        for (const line of roomsToOpen(schedule, open)) {
          const request = { boxes: line.boxes, seats: line.seats, mode: line.mode };
          if ('refusal' in planRoom(request, prices)) continue;
          const battleId = await openOfficialRoom(tx, jobs, request, {
            now,
            dissolveAfterMs: config.battle.dissolveAfterMs,
          });
          opened.push(await roomChange(tx, battleId));
        }
        afterCommit(() => {
          for (const change of opened) events.lobby('room.created', change);
        });
      },
    },
  };
  return jobs;
}

/**
 * The battle jobs for a process that schedules them but never runs them (an operator's command):
 * scheduling needs only their kinds and payloads; a server process runs them with its hub.
 */
export function battleJobsToSchedule(config: ServerConfig): BattleJobs {
  const refuse = () => {
    throw new Error('battle jobs run in a server process, not here');
  };
  return battleJobs(config, {
    broadcast: refuse,
    sendToUser: refuse,
    publish: refuse,
    onlineCount: refuse,
  });
}

/**
 * Starts the schedule of official rooms at the next minute when one is set: called when an
 * operator sets it, and at each start so a chain a crash interrupted resumes (one key a minute).
 */
export async function resumeOfficialRooms(db: Db, config: ServerConfig, now: Date) {
  if (parseSchedule(await readSetting(db, OFFICIAL_SCHEDULE_KEY)).length === 0) return false;
  return scheduleJob(db, battleJobsToSchedule(config).officialRooms, {
    ...nextScheduleRun(now),
    payload: {},
  });
}
