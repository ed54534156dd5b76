import { AccountKind } from '@skinbox/api';
import {
  battleRolls,
  botUserCode,
  pickByTicket,
  randomSeed,
  sha256Hex,
  ticketRanges,
} from '@skinbox/fairness';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { newSpreadCode } from '../auth/accounts';
import { lockActiveSeedPair } from '../fairness/seedPairs';
import { loadBox } from '../boxes/queries';
import type { Db } from '../db/database';
import { moveLocksWithDrops } from '../wagering/actions';
import { putInBag } from '../bag/moves';
import { battleDrops, battles, battleSeats, boxes, users } from '../db/schema';
import { AppError } from '../http/errors';
import { hashRoomPassword, roomPasswordMatches } from '../platform/roomPasswords';
import { placeStake, refundStake, settleStake } from '../money/stakes';
import { scheduleJob, type JobDefinition } from '../runtime/jobs';
import { planRoom, type BoxChoice } from './rules/createRoom';
import { dissolveAt } from './rules/dissolve';
import {
  type BattleMode,
  type RoomKind,
  roundRevealedAt,
  settlesAt,
  dropTakenBy,
  settle,
} from '@skinbox/rules';
import { botFillRefusal, freeSeats, joinRefusal, type SeatingRoom } from './rules/seats';
import { GAME } from '@skinbox/fairness';

type Room = typeof battles.$inferSelect;
type Seat = typeof battleSeats.$inferSelect;

/** The enabled battle boxes (type 2) and their prices. */
export async function battleBoxPrices(db: Db): Promise<Map<number, bigint>> {
  const rows = await db
    .select({ id: boxes.id, priceCents: boxes.priceCents })
    .from(boxes)
    .where(and(eq(boxes.type, 2), eq(boxes.enabled, true)));
  return new Map(rows.map((r) => [r.id, r.priceCents]));
}

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

export interface CreateRequest {
  boxes: readonly BoxChoice[];
  seats: number;
  mode: BattleMode;
  password?: string | undefined;
  userCode?: string | undefined;
}

export interface CreateOptions {
  now?: Date;
  /** How long the room waits to fill (battles/config.ts); SPEC's 15 minutes unless said. */
  dissolveAfterMs?: number;
}

/**
 * A player's user code for a seat: the one they sent, else their seed pair's client seed (shown on
 * the fairness page, theirs to change). Never a value the house draws while the room's seed is
 * committed: the house could draw codes until the room went its way.
 */
async function playerUserCode(tx: Db, userId: number, sent: string | undefined) {
  return sent ?? (await lockActiveSeedPair(tx, userId)).clientSeed;
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
  { now = new Date(), dissolveAfterMs }: CreateOptions = {},
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
    const stakeId = await placeStake(tx, {
      userId,
      currency: 'amount',
      cents: plan.seatCostCents,
      game: GAME.battle,
      reference: `room:${roomId}:seat:1`,
    });
    await tx.insert(battleSeats).values({
      battleId: roomId,
      seat: 1,
      userId,
      userCode: await playerUserCode(tx, userId, request.userCode),
      stakeId,
      joinedAt: now,
    });
    return roomId;
  });
}

/** The account official rooms are made in the name of: an ai account the house owns. */
export const OFFICIAL_HOST_ACCOUNT = 'official_host';

async function officialHost(tx: Db): Promise<number> {
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, OFFICIAL_HOST_ACCOUNT));
  if (found) return found.id;
  const [made] = await tx
    .insert(users)
    .values({
      account: OFFICIAL_HOST_ACCOUNT,
      // Not a scrypt hash: no password ever signs the host in.
      passwordHash: '!',
      nickName: 'Official',
      userType: AccountKind.ai,
      spreadCode: newSpreadCode(),
    })
    .onConflictDoNothing({ target: users.account })
    .returning({ id: users.id });
  if (made) return made.id;
  // Another transaction made it first.
  return officialHost(tx);
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
  { now = new Date(), dissolveAfterMs }: CreateOptions = {},
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
  options: CreateOptions = {},
): Promise<number> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const roomId = await openOfficialRoom(tx, jobs, request, { ...options, now });
    // Made outside a server process: one of them runs this job and tells the lobby.
    await scheduleJob(tx, jobs.announce, {
      key: `battle:${roomId}`,
      payload: { battleId: roomId },
      dueAt: now,
    });
    return roomId;
  });
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
  now = new Date(),
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
    const stakeId = await placeStake(tx, {
      userId,
      currency: 'amount',
      cents: room.seatCostCents,
      game: GAME.battle,
      reference: `room:${room.id}:seat:${request.seat}`,
    });
    const [seat] = await tx
      .insert(battleSeats)
      .values({
        battleId: room.id,
        seat: request.seat,
        userId,
        userCode: await playerUserCode(tx, userId, request.userCode),
        stakeId,
        joinedAt: now,
      })
      .returning();
    if (!seat) throw new Error('the seat insert returned no row');
    if (seats.length + 1 === room.seatCount)
      await startBattle(tx, jobs, room, [...seats, seat], now);
  });
}

/** ai accounts not seated in `battleId`, creating more when the house has too few. */
async function botsFor(tx: Db, seatedUserIds: readonly number[], count: number) {
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.userType, AccountKind.ai),
        seatedUserIds.length > 0 ? notInArray(users.id, [...seatedUserIds]) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(count);
  const ids = found.map((f) => f.id);
  while (ids.length < count) {
    const unique = randomBytes(6).toString('hex');
    const [made] = await tx
      .insert(users)
      .values({
        account: `ai_${unique}`,
        // Not a scrypt hash: no password ever signs a bot in.
        passwordHash: '!',
        nickName: `Bot${unique.slice(0, 4).toUpperCase()}`,
        userType: AccountKind.ai,
        spreadCode: newSpreadCode(),
      })
      .returning({ id: users.id });
    if (!made) throw new Error('the bot insert returned no row');
    ids.push(made.id);
  }
  return ids;
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
  now = new Date(),
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
  const contents = new Map<number, NonNullable<Awaited<ReturnType<typeof loadBox>>>['contents']>();
  for (const boxId of new Set(rounds)) {
    const loaded = await loadBox(tx, boxId);
    if (!loaded) throw new Error(`battle box ${boxId} vanished`);
    contents.set(boxId, loaded.contents);
  }
  const totals = new Map<number, bigint>();
  const drops = rounds.flatMap((boxId, r) => {
    const items = contents.get(boxId) ?? [];
    const ranges = ticketRanges(items.map((i) => i.tickets));
    return ordered.map((seat, s) => {
      const ticket = rolls[r]?.[s]?.ticket;
      if (ticket === undefined) throw new Error('a roll is missing');
      const item = items[pickByTicket(ranges, ticket)];
      if (!item) throw new Error('a ticket fell outside the box contents');
      const priceCents = BigInt(item.priceCents);
      totals.set(seat.seat, (totals.get(seat.seat) ?? 0n) + priceCents);
      return {
        battleId: room.id,
        round: r + 1,
        seat: seat.seat,
        boxId,
        itemId: item.goodsId,
        ticket,
        priceCents,
      };
    });
  });
  await tx.insert(battleDrops).values(drops);
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
