import { AccountKind } from '@skinbox/api';
import { randomSeed, rollRoomDraws, sha256Hex } from '@skinbox/fairness';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  handOverStaked,
  lockEntries,
  moveEntries,
  putInBag,
  recordEvents,
  returnStaked,
} from '../bag/moves';
import { itemPriceCents } from '../catalogue/goods';
import type { Db } from '../db/database';
import { catalogueItems, rollParticipants, rollPrizes, rollRooms, users } from '../db/schema';
import { AppError } from '../http/errors';
import { refuseWhilePaused } from '../limits/enforcement';
import { hashRoomPassword, roomPasswordMatches } from '../platform/roomPasswords';
import { scheduleJob, type JobDefinition } from '../runtime/jobs';
import type { SiteClock } from '../runtime/siteClock';
import { drawTimeAfterJoin, drawTimeAllowed } from './rules/drawTime';
import { joinRefusal } from './rules/joinRefusal';
import { drawOrder, prizeOutcomes } from './rules/prizes';
import { rechargedSinceCents, vipLevelOf } from './queries';
import { rowCount } from '../platform/paging';

type Room = typeof rollRooms.$inferSelect;

/** The hooks the roll actions need from the runtime: the jobs they schedule. */
export interface RollJobs {
  draw: JobDefinition<{ rollId: number }>;
  notify: JobDefinition<{ rollId: number }>;
}

/** Where a room's prizes come from: catalogue items of the house, or a streamer's bag items. */
export type PrizeSource =
  | { from: 'house'; itemIds: readonly number[] }
  | { from: 'bag'; ownerId: number; bagItemIds: readonly number[] };

export interface RoomSpec {
  name: string;
  password?: string | undefined;
  rechargeMinCents?: bigint | undefined;
  rechargeSince?: Date | undefined;
  vipLevel?: number | undefined;
  cap: number;
  drawAt: Date;
  drawAfterJoinSeconds?: number | undefined;
  prizes: PrizeSource;
}

/** The job key of a room's draw at `drawAt`: a draw brought forward is a job of its own. */
const drawKey = (rollId: number, drawAt: Date) => `roll:${rollId}:draw:${drawAt.getTime()}`;

interface StagedPrize {
  itemId: number;
  priceCents: bigint;
  bagItemId: number | null;
}

/** The house's prizes at today's prices; every item must be in the catalogue. */
async function houseItems(tx: Db, itemIds: readonly number[]): Promise<StagedPrize[]> {
  const rows = await tx
    .select({ id: catalogueItems.id, priceCents: itemPriceCents })
    .from(catalogueItems)
    .where(inArray(catalogueItems.id, [...new Set(itemIds)]));
  const price = new Map(rows.map((r) => [r.id, BigInt(r.priceCents)]));
  return itemIds.map((itemId) => {
    const priceCents = price.get(itemId);
    if (priceCents === undefined) throw new AppError(409, 'errors.rollPrizeUnavailable');
    return { itemId, priceCents, bagItemId: null };
  });
}

/**
 * Takes a streamer's chosen bag items out of the bag into the room (state 'bag' to 'staked' by
 * compare-and-set under their row locks), or refuses them all: an item not theirs, or not in the
 * bag (extracting, already staked, sold) is errors.rollPrizeUnavailable and nothing moves.
 */
async function stakeBagItems(
  tx: Db,
  ownerId: number,
  bagItemIds: readonly number[],
): Promise<StagedPrize[]> {
  const entries = await lockEntries(tx, ownerId, bagItemIds);
  if (entries.length !== bagItemIds.length || entries.some((e) => e.state !== 'bag')) {
    throw new AppError(409, 'errors.rollPrizeUnavailable');
  }
  await moveEntries(tx, entries, 'bag', 'staked');
  await recordEvents(tx, ownerId, entries, 'roll.stake');
  const staged = entries.map((e) => ({
    itemId: e.itemId,
    priceCents: e.priceCents,
    bagItemId: e.id,
  }));
  return staged;
}

/**
 * Makes a room in one transaction: its prizes go into it (the house's, or the streamer's bag
 * items, which leave the bag), in draw order, the server seed is committed (its hash shown), and
 * the draw is scheduled at the draw time.
 */
export async function createRoom(
  db: Db,
  jobs: RollJobs,
  spec: RoomSpec,
  now: Date,
): Promise<number> {
  const passwordHash = spec.password ? await hashRoomPassword(db, spec.password) : null;
  const serverSeed = randomSeed();
  const serverSeedHash = await sha256Hex(serverSeed);
  return db.transaction(async (tx) => {
    const staged =
      spec.prizes.from === 'house'
        ? await houseItems(tx, spec.prizes.itemIds)
        : await stakeBagItems(tx, spec.prizes.ownerId, spec.prizes.bagItemIds);
    const ordered = drawOrder(staged);
    const [room] = await tx
      .insert(rollRooms)
      .values({
        kind: spec.prizes.from === 'house' ? 'official' : 'anchor',
        creatorId: spec.prizes.from === 'bag' ? spec.prizes.ownerId : null,
        name: spec.name,
        passwordHash,
        rechargeMinCents: spec.rechargeMinCents ?? null,
        rechargeSince: spec.rechargeSince ?? null,
        vipLevel: spec.vipLevel ?? null,
        cap: spec.cap,
        drawAt: spec.drawAt,
        drawAfterJoinSeconds: spec.drawAfterJoinSeconds ?? null,
        serverSeed,
        serverSeedHash,
        prizeCents: ordered.reduce((sum, p) => sum + p.priceCents, 0n),
        createdAt: now,
      })
      .returning({ id: rollRooms.id });
    if (!room) throw new Error('the room insert returned no row');
    await tx.insert(rollPrizes).values(
      ordered.map((prize, position) => ({
        rollId: room.id,
        position,
        itemId: prize.itemId,
        priceCents: prize.priceCents,
        source: prize.bagItemId === null ? ('house' as const) : ('bag' as const),
        bagItemId: prize.bagItemId,
      })),
    );
    await scheduleJob(tx, jobs.draw, {
      key: drawKey(room.id, spec.drawAt),
      payload: { rollId: room.id },
      dueAt: spec.drawAt,
    });
    return room.id;
  });
}

/** A streamer's room from their own bag (anchor accounts only; the draw 5 minutes to 30 days away). */
export async function createAnchorRoom(
  db: Db,
  jobs: RollJobs,
  userId: number,
  spec: Omit<RoomSpec, 'prizes' | 'drawAfterJoinSeconds'> & { bagItemIds: readonly number[] },
  now: Date,
): Promise<number> {
  const [creator] = await db
    .select({ userType: users.userType })
    .from(users)
    .where(eq(users.id, userId));
  if (creator?.userType !== AccountKind.anchor) throw new AppError(403, 'errors.rollAnchorOnly');
  if (!drawTimeAllowed(spec.drawAt, now)) throw new AppError(400, 'errors.rollDrawTime');
  const { bagItemIds, ...room } = spec;
  return createRoom(
    db,
    jobs,
    { ...room, prizes: { from: 'bag', ownerId: userId, bagItemIds } },
    now,
  );
}

export interface JoinRequest {
  rollId: number;
  password?: string | undefined;
}

/**
 * Joins a room for free. Joins and the draw serialise on the room's lock, so a join either lands
 * before the draw fixed the participants (and is in it) or is refused: never both. The conditions
 * are read before the lock (the password, the recharge sum); a player's VIP level and recharges only grow.
 */
export async function joinRoom(
  db: Db,
  jobs: RollJobs,
  clock: SiteClock,
  userId: number,
  request: JoinRequest,
  now: Date,
) {
  const [known] = await db
    .select({ passwordHash: rollRooms.passwordHash, rechargeSince: rollRooms.rechargeSince })
    .from(rollRooms)
    .where(eq(rollRooms.id, request.rollId));
  if (!known) throw new AppError(404, 'errors.rollRoomNotFound');
  const passwordMatches =
    known.passwordHash === null ||
    (request.password !== undefined &&
      (await roomPasswordMatches(db, request.password, known.passwordHash)));
  const vipLevel = await vipLevelOf(db, userId);
  const rechargedCents = known.rechargeSince
    ? await rechargedSinceCents(db, userId, known.rechargeSince)
    : 0n;
  return db.transaction(async (tx) => {
    // A draw is play, free or not: none during a cool-off or self-exclusion (limits/).
    await refuseWhilePaused(tx, userId, now);
    const room = await lockRoom(tx, request.rollId);
    const [joined] = await rowCount(tx, rollParticipants, eq(rollParticipants.rollId, room.id));
    const [mine] = await tx
      .select({ id: rollParticipants.id })
      .from(rollParticipants)
      .where(and(eq(rollParticipants.rollId, room.id), eq(rollParticipants.userId, userId)));
    const participants = joined?.n ?? 0;
    const refusal = joinRefusal(
      { ...room, participants },
      {
        isCreator: room.creatorId === userId,
        alreadyJoined: mine !== undefined,
        passwordMatches,
        vipLevel,
        rechargedCents,
      },
      now,
      (at) => clock.day(at),
    );
    if (refusal) throw new AppError(409, refusal.key, refusal.params);
    const [participant] = await tx
      .insert(rollParticipants)
      .values({ rollId: room.id, userId, joinedAt: now })
      .returning();
    if (!participant) throw new Error('the participant insert returned no row');
    const sooner = drawTimeAfterJoin(room.drawAt, room.drawAfterJoinSeconds, participants, now);
    if (sooner) {
      await tx.update(rollRooms).set({ drawAt: sooner }).where(eq(rollRooms.id, room.id));
      await scheduleJob(tx, jobs.draw, {
        key: drawKey(room.id, sooner),
        payload: { rollId: room.id },
        dueAt: sooner,
      });
    }
    return { participant, participants: participants + 1 };
  });
}

/** Locks the room (FOR UPDATE): joins and the draw serialise on it. */
async function lockRoom(tx: Db, rollId: number): Promise<Room> {
  const [room] = await tx.select().from(rollRooms).where(eq(rollRooms.id, rollId)).for('update');
  if (!room) throw new AppError(404, 'errors.rollRoomNotFound');
  return room;
}

type Prize = typeof rollPrizes.$inferSelect;

/** Hands a prize to its winner: a new bag item for a house prize, the streamer's item moved. */
async function giveToWinner(tx: Db, room: Room, prize: Prize, winnerId: number) {
  const sourceRef = `roll:${room.id}:prize:${prize.position}`;
  const winning = { userId: winnerId, source: 'roll', sourceRef, priceCents: prize.priceCents };
  if (prize.source === 'house') {
    return putInBag(tx, { ...winning, itemId: prize.itemId }, 'roll.win');
  }
  if (prize.bagItemId === null) throw new Error('a bag prize without its item');
  return handOverStaked(tx, prize.bagItemId, winning, 'roll.win');
}

/** Gives a prize back: a streamer's item returns to their bag; a house prize simply stays home. */
async function giveBack(tx: Db, room: Room, prize: Prize) {
  if (prize.source === 'bag') {
    if (prize.bagItemId === null || room.creatorId === null) {
      throw new Error('a bag prize without its item or owner');
    }
    await returnStaked(
      tx,
      { id: prize.bagItemId, userId: room.creatorId, priceCents: prize.priceCents },
      'roll.return',
    );
  }
}

/**
 * Draws a room that is due, in the caller's transaction (the draw job's): the participants in join
 * order fix the public seed, each prize goes to its winner's bag (packages/fairness
 * rollRoomDraws), prizes nobody was left to win go back, and the participants' notice is
 * scheduled to follow the commit. Returns false when there was nothing to draw: drawn already, or
 * not due (its draw time moved).
 */
export async function drawRoom(tx: Db, jobs: RollJobs, rollId: number, now: Date) {
  const room = await lockRoom(tx, rollId);
  if (room.status !== 'open' || now.getTime() < room.drawAt.getTime()) return false;
  const participants = await tx
    .select({ userId: rollParticipants.userId })
    .from(rollParticipants)
    .where(eq(rollParticipants.rollId, rollId))
    .orderBy(asc(rollParticipants.id));
  const prizes = await tx
    .select()
    .from(rollPrizes)
    .where(eq(rollPrizes.rollId, rollId))
    .orderBy(asc(rollPrizes.position))
    .for('update');
  const ids = participants.map((p) => p.userId);
  const { publicSeed, draws } =
    ids.length > 0
      ? await rollRoomDraws(room.serverSeed, ids, prizes.length)
      : { publicSeed: null, draws: [] };
  for (const outcome of prizeOutcomes(prizes.length, draws)) {
    const prize = prizes[outcome.position];
    if (!prize) throw new Error('a drawn prize is missing');
    let settled: Partial<Prize>;
    if (outcome.kind === 'won') {
      settled = {
        state: 'won',
        winnerId: outcome.userId,
        ticket: outcome.ticket,
        drawPosition: outcome.drawPosition,
        bagItemId: await giveToWinner(tx, room, prize, outcome.userId),
      };
    } else {
      await giveBack(tx, room, prize);
      settled = { state: 'returned' };
    }
    const [moved] = await tx
      .update(rollPrizes)
      .set(settled)
      .where(
        and(
          eq(rollPrizes.rollId, rollId),
          eq(rollPrizes.position, prize.position),
          eq(rollPrizes.state, 'held'),
        ),
      )
      .returning({ position: rollPrizes.position });
    if (!moved) throw new Error(`prize ${prize.position} of room ${rollId} was settled twice`);
  }
  await tx
    .update(rollRooms)
    .set({ status: ids.length > 0 ? 'drawn' : 'returned', publicSeed, drawnAt: now })
    .where(eq(rollRooms.id, rollId));
  await scheduleJob(tx, jobs.notify, {
    key: `roll:${rollId}:notify`,
    payload: { rollId },
    dueAt: now,
  });
  return true;
}
