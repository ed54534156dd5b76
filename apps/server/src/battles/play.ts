import { GAME, battleRolls, botUserCode } from '@skinbox/fairness';
import { roundRevealedAt, settlesAt, dropTakenBy, settle } from '@skinbox/rules';
import { and, asc, eq } from 'drizzle-orm';
import { lockActiveSeedPair } from '../fairness/seedPairs';
import { loadBox } from '../boxes/queries';
import type { Db } from '../db/database';
import { moveLocksWithDrops } from '../wagering/actions';
import { putInBag } from '../bag/moves';
import { battleDrops, battles, battleSeats } from '../db/schema';
import { AppError } from '../http/errors';
import { roomPasswordMatches } from '../platform/roomPasswords';
import { placeStake, refundStake, settleStake } from '../money/stakes';
import { scheduleJob } from '../runtime/jobs';
import { botsFor } from './houseAccounts';
import type { BattleJobs } from './jobs';
import { drawDrops, type DrawItem } from './rules/drawDrops';
import { botFillRefusal, freeSeats, joinRefusal, type SeatingRoom } from './rules/seats';

type Room = typeof battles.$inferSelect;
type Seat = typeof battleSeats.$inferSelect;

/** Locks the room (FOR UPDATE): joins, bot fills, the start and the dissolve serialise on it. */
async function lockRoom(tx: Db, battleId: number) {
  const [room] = await tx.select().from(battles).where(eq(battles.id, battleId)).for('update');
  if (!room) throw new AppError(404, 'errors.battleNotFound');
  const seats = await tx
    .select()
    .from(battleSeats)
    .where(eq(battleSeats.battleId, battleId))
    .orderBy(asc(battleSeats.seat));
  return { room, seats };
}

function seating(room: Room, seats: readonly Seat[]): SeatingRoom {
  const bySeat: Array<number | null> = Array.from({ length: room.seatCount }, () => null);
  for (const s of seats) bySeat[s.seat - 1] = s.userId;
  return {
    status: room.status,
    creatorId: room.creatorId,
    seats: bySeat,
    dissolveAt: room.dissolveAt,
  };
}

/**
 * A player's user code for a seat: the one they sent, else their seed pair's client seed (shown on
 * the fairness page, theirs to change). Never a value the house draws while the room's seed is
 * committed: the house could draw codes until the room went its way.
 */
async function playerUserCode(tx: Db, userId: number, sent: string | undefined) {
  return sent ?? (await lockActiveSeedPair(tx, userId)).clientSeed;
}

/**
 * A player takes a seat in the caller's transaction (the room's creator seat 1 as it is made, a
 * joiner a free one): one seat's cost goes into escrow, and the seat keeps the stake and the user
 * code.
 */
export async function seatPlayer(
  tx: Db,
  room: { id: number; seatCostCents: bigint },
  { userId, seat, userCode }: { userId: number; seat: number; userCode: string | undefined },
  now: Date,
): Promise<Seat> {
  const stakeId = await placeStake(tx, {
    userId,
    currency: 'amount',
    cents: room.seatCostCents,
    game: GAME.battle,
    reference: `room:${room.id}:seat:${seat}`,
  });
  const [seated] = await tx
    .insert(battleSeats)
    .values({
      battleId: room.id,
      seat,
      userId,
      userCode: await playerUserCode(tx, userId, userCode),
      stakeId,
      joinedAt: now,
    })
    .returning();
  if (!seated) throw new Error('the seat insert returned no row');
  return seated;
}

export interface JoinRequest {
  battleId: number;
  seat: number;
  password?: string | undefined;
  userCode?: string | undefined;
}

/**
 * Takes a free seat, paying into escrow. Joins serialise on the room's lock, so of two players
 * racing for the last seat one sits and the other is refused with the transaction rolled back:
 * charged nothing. Filling the last seat starts the battle in the same transaction.
 */
export async function joinBattle(
  db: Db,
  jobs: BattleJobs,
  userId: number,
  request: JoinRequest,
  now: Date,
): Promise<void> {
  const [known] = await db
    .select({ passwordHash: battles.passwordHash })
    .from(battles)
    .where(eq(battles.id, request.battleId));
  if (!known) throw new AppError(404, 'errors.battleNotFound');
  // Checked before the lock is taken (a room made before issue 27 still has a slow scrypt hash).
  const passwordMatches =
    known.passwordHash === null ||
    (request.password !== undefined &&
      (await roomPasswordMatches(db, request.password, known.passwordHash)));
  await db.transaction(async (tx) => {
    const { room, seats } = await lockRoom(tx, request.battleId);
    const refusal = joinRefusal(
      seating(room, seats),
      { userId, seat: request.seat, passwordMatches },
      now,
    );
    if (refusal) throw new AppError(409, refusal);
    const seat = await seatPlayer(
      tx,
      room,
      { userId, seat: request.seat, userCode: request.userCode },
      now,
    );
    if (seats.length + 1 === room.seatCount)
      await startBattle(tx, jobs, room, [...seats, seat], now);
  });
}

/**
 * The creator fills every free seat with ai bots (house-funded: no stake), which starts it. Each
 * bot seat takes the code the rule fixes (botUserCode: bot-2, bot-3, …), and a code the creator
 * sends now replaces theirs: the room's seed was committed before it, so the house, which seats
 * the bots, chooses nothing that enters the public seed.
 */
export async function fillWithBots(
  db: Db,
  jobs: BattleJobs,
  userId: number,
  { battleId, userCode }: { battleId: number; userCode?: string | undefined },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { room, seats } = await lockRoom(tx, battleId);
    const refusal = botFillRefusal(seating(room, seats), userId, now);
    if (refusal) throw new AppError(409, refusal);
    const free = freeSeats(seating(room, seats).seats);
    const bots = await botsFor(
      tx,
      seats.map((s) => s.userId),
      free.length,
    );
    const seated =
      userCode === undefined
        ? seats
        : await tx
            .update(battleSeats)
            .set({ userCode })
            .where(and(eq(battleSeats.battleId, battleId), eq(battleSeats.userId, userId)))
            .returning()
            .then((updated) => seats.map((s) => updated.find((u) => u.seat === s.seat) ?? s));
    const added = await tx
      .insert(battleSeats)
      .values(
        free.map((seat, i) => ({
          battleId,
          seat,
          userId: bots[i] ?? 0,
          isBot: true,
          userCode: botUserCode(seat),
          joinedAt: now,
        })),
      )
      .returning();
    await startBattle(tx, jobs, room, [...seated, ...added], now);
  });
}

/**
 * The room is full: public seed from the user codes in seat order, every round of every seat rolled
 * and stored, each seat's total, one job per round on the show's clock (it tells the round as its
 * reels start) and the settlement's job when the last round's reels stand.
 */
async function startBattle(tx: Db, jobs: BattleJobs, room: Room, seats: Seat[], now: Date) {
  const ordered = [...seats].sort((a, b) => a.seat - b.seat);
  const rounds = room.roundBoxIds;
  const { publicSeed, rolls } = await battleRolls(
    room.serverSeed,
    ordered.map((s) => s.userCode),
    rounds.length,
  );
  const contents = new Map<number, DrawItem[]>();
  for (const boxId of new Set(rounds)) {
    const loaded = await loadBox(tx, boxId);
    if (!loaded) throw new Error(`battle box ${boxId} vanished`);
    contents.set(boxId, loaded.contents);
  }
  const { drops, totals } = drawDrops(
    rounds,
    contents,
    ordered.map((s) => s.seat),
    rolls,
  );
  await tx.insert(battleDrops).values(drops.map((drop) => ({ battleId: room.id, ...drop })));
  for (const [seat, totalCents] of totals) {
    await tx
      .update(battleSeats)
      .set({ totalCents })
      .where(and(eq(battleSeats.battleId, room.id), eq(battleSeats.seat, seat)));
  }
  await tx
    .update(battles)
    .set({ status: 'running', startedAt: now, publicSeed })
    .where(and(eq(battles.id, room.id), eq(battles.status, 'waiting')));
  for (let round = 1; round <= rounds.length; round += 1) {
    await scheduleJob(tx, jobs.round, {
      key: `battle:${room.id}:round:${round}`,
      payload: { battleId: room.id, round },
      dueAt: roundRevealedAt(now, round),
    });
  }
  await scheduleJob(tx, jobs.settle, {
    key: `battle:${room.id}`,
    payload: { battleId: room.id },
    dueAt: settlesAt(now, rounds.length),
  });
}

/**
 * Settles a running battle in the caller's transaction: classic or clown decides who takes which
 * drop (a tie: each keeps their own), every drop a player takes goes into their bag (a bot's goes
 * back to the house), the winner's take is recorded for the rank, and every stake leaves escrow.
 * Returns false when the battle was no longer running (settled already).
 */
export async function settleBattle(
  tx: Db,
  battleId: number,
  now: Date,
  wagerMultiple: number,
): Promise<boolean> {
  const { room, seats } = await lockRoom(tx, battleId);
  if (room.status !== 'running') return false;
  const settlement = settle(
    room.mode,
    seats.map((s) => ({ seat: s.seat, totalCents: s.totalCents })),
  );
  const bySeat = new Map(seats.map((s) => [s.seat, s]));
  const drops = await tx.select().from(battleDrops).where(eq(battleDrops.battleId, battleId));
  const taken = new Map<number, bigint>();
  for (const drop of drops) {
    const takenBySeat = dropTakenBy(settlement, drop.seat);
    const owner = bySeat.get(takenBySeat);
    if (!owner) throw new Error('a drop went to an empty seat');
    taken.set(takenBySeat, (taken.get(takenBySeat) ?? 0n) + drop.priceCents);
    let bagItemId: number | null = null;
    if (!owner.isBot) {
      bagItemId = await putInBag(
        tx,
        {
          userId: owner.userId,
          itemId: drop.itemId,
          source: GAME.battle,
          sourceRef: `battle:${battleId}:round:${drop.round}:seat:${drop.seat}`,
          priceCents: drop.priceCents,
        },
        'battle.win',
      );
    }
    await tx
      .update(battleDrops)
      .set({ takenBySeat, bagItemId })
      .where(
        and(
          eq(battleDrops.battleId, battleId),
          eq(battleDrops.round, drop.round),
          eq(battleDrops.seat, drop.seat),
        ),
      );
  }
  if (settlement.kind === 'winner') {
    await tx
      .update(battleSeats)
      .set({ wonCents: taken.get(settlement.winnerSeat) ?? 0n })
      .where(and(eq(battleSeats.battleId, battleId), eq(battleSeats.seat, settlement.winnerSeat)));
  }
  for (const seat of seats) if (seat.stakeId !== null) await settleStake(tx, seat.stakeId);
  await moveLocksWithDrops(tx, battleId, wagerMultiple);
  await tx
    .update(battles)
    .set({
      status: 'finished',
      endedAt: now,
      winnerSeat: settlement.kind === 'winner' ? settlement.winnerSeat : null,
    })
    .where(eq(battles.id, battleId));
  return true;
}

/**
 * Dissolves a room still waiting at its 15-minute mark: every stake it holds is refunded once (the
 * stake's compare-and-set and the refund rows' unique index make a second refund impossible).
 * Returns false when the room had filled, or was dissolved already.
 */
export async function dissolveBattle(tx: Db, battleId: number, now: Date): Promise<boolean> {
  const { room, seats } = await lockRoom(tx, battleId);
  if (room.status !== 'waiting') return false;
  for (const seat of seats) if (seat.stakeId !== null) await refundStake(tx, seat.stakeId);
  await tx
    .update(battles)
    .set({ status: 'dissolved', endedAt: now })
    .where(eq(battles.id, battleId));
  return true;
}
