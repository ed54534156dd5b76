import { AccountKind } from '@skinbox/api';
import { randomSeed, sha256Hex } from '@skinbox/fairness';
import type { BattleMode, RoomKind } from '@skinbox/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { battles, users } from '../db/schema';
import { AppError } from '../http/errors';
import { hashRoomPassword } from '../platform/roomPasswords';
import { scheduleJob } from '../runtime/jobs';
import { officialHost } from './houseAccounts';
import type { BattleJobs } from './jobs';
import { seatPlayer } from './play';
import { battleBoxPrices } from './queries';
import { planRoom, type BoxChoice } from './rules/createRoom';
import { dissolveAt } from './rules/dissolve';

export interface CreateRequest {
  boxes: readonly BoxChoice[];
  seats: number;
  mode: BattleMode;
  password?: string | undefined;
  userCode?: string | undefined;
}

export interface CreateOptions {
  now: Date;
  /** How long the room waits to fill (battles/config.ts); SPEC's 15 minutes unless said. */
  dissolveAfterMs?: number;
}

/** The room's row and its first job, in the caller's transaction; returns the room's id. */
async function insertRoom(
  tx: Db,
  jobs: BattleJobs,
  room: { kind: RoomKind; creatorId: number; request: CreateRequest; now: Date; dissolveAt: Date },
  plan: { rounds: number[]; seatCostCents: bigint },
  passwordHash: string | null,
): Promise<number> {
  const serverSeed = randomSeed();
  const [made] = await tx
    .insert(battles)
    .values({
      kind: room.kind,
      mode: room.request.mode,
      creatorId: room.creatorId,
      seatCount: room.request.seats,
      roundBoxIds: plan.rounds,
      seatCostCents: plan.seatCostCents,
      passwordHash,
      serverSeed,
      serverSeedHash: await sha256Hex(serverSeed),
      createdAt: room.now,
      dissolveAt: room.dissolveAt,
    })
    .returning({ id: battles.id });
  if (!made) throw new Error('the battle insert returned no row');
  await scheduleJob(tx, jobs.dissolve, {
    key: `battle:${made.id}`,
    payload: { battleId: made.id },
    dueAt: room.dissolveAt,
  });
  return made.id;
}

function plannedRoom(request: CreateRequest, prices: ReadonlyMap<number, bigint>) {
  const planned = planRoom(request, prices);
  if ('refusal' in planned) throw new AppError(400, planned.refusal);
  return planned.plan;
}

/**
 * Creates a room: the creator pays one seat's cost into escrow and takes seat 1, the server seed is
 * committed (its hash shown), and the dissolve is scheduled 15 minutes out, in one transaction.
 * A room made by an anchor account is a streamer room (GAMES.md section 0).
 */
export async function createBattle(
  db: Db,
  jobs: BattleJobs,
  userId: number,
  request: CreateRequest,
  { now, dissolveAfterMs }: CreateOptions,
): Promise<number> {
  const plan = plannedRoom(request, await battleBoxPrices(db));
  const [creator] = await db
    .select({ userType: users.userType })
    .from(users)
    .where(eq(users.id, userId));
  const kind: RoomKind = creator?.userType === AccountKind.anchor ? 'anchor' : 'player';
  const passwordHash = request.password ? await hashRoomPassword(db, request.password) : null;
  return db.transaction(async (tx) => {
    const roomId = await insertRoom(
      tx,
      jobs,
      {
        kind,
        creatorId: userId,
        request,
        now,
        dissolveAt: dissolveAt(now, dissolveAfterMs),
      },
      plan,
      passwordHash,
    );
    await seatPlayer(
      tx,
      { id: roomId, seatCostCents: plan.seatCostCents },
      { userId, seat: 1, userCode: request.userCode },
      now,
    );
    return roomId;
  });
}

/**
 * An official room (GAMES.md section 1: made by the operators or by their schedule) in the
 * caller's transaction: every seat is free for players, nobody pays at creation, and it dissolves
 * like any room when it does not fill. Its creator is the house's host account, which never sits,
 * so nobody may fill an official room with bots. The caller tells the lobby.
 */
export async function openOfficialRoom(
  tx: Db,
  jobs: BattleJobs,
  request: Omit<CreateRequest, 'userCode'>,
  { now, dissolveAfterMs }: CreateOptions,
): Promise<number> {
  const plan = plannedRoom(request, await battleBoxPrices(tx));
  const passwordHash = request.password ? await hashRoomPassword(tx, request.password) : null;
  return insertRoom(
    tx,
    jobs,
    {
      kind: 'official',
      creatorId: await officialHost(tx),
      request,
      now,
      dissolveAt: dissolveAt(now, dissolveAfterMs),
    },
    plan,
    passwordHash,
  );
}

/** An operator's official room (pnpm ops battle-create-official), told to the lobby by a job. */
export async function createOfficialBattle(
  db: Db,
  jobs: BattleJobs,
  request: Omit<CreateRequest, 'userCode'>,
  options: CreateOptions,
): Promise<number> {
  const { now } = options;
  return db.transaction(async (tx) => {
    const roomId = await openOfficialRoom(tx, jobs, request, options);
    // Made outside a server process: one of them runs this job and tells the lobby.
    await scheduleJob(tx, jobs.announce, {
      key: `battle:${roomId}`,
      payload: { battleId: roomId },
      dueAt: now,
    });
    return roomId;
  });
}
