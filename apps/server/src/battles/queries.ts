import type { BattleDetail, BattleRoom, BattleRound, Locale } from '@skinbox/api';
import { AccountKind, BoxType, centsToMoney } from '@skinbox/api';
import { TICKETS, ticketRanges } from '@skinbox/fairness';
import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { loadBox } from '../boxes/queries';
import { ticketsToPercent } from '../boxes/rules/prize';
import { goodsColumns, imageUrl, toGoodsSummary } from '../catalogue/goods';
import type { Db } from '../db/database';
import { battleDrops, battles, battleSeats, boxes, catalogueItems, users } from '../db/schema';
import { AppError } from '../http/errors';
import { readPage, type PageRequest, rowCount } from '../platform/paging';
import type { SiteClock } from '../runtime/siteClock';
import {
  BATTLE_ROUND_MS,
  BattleRoomSort,
  modeOfFilter,
  roomKindOfFilter,
  type BattleFilterType,
  type BattleSubType,
  BATTLE_START_COUNTDOWN_MS,
  type BattleStatus,
  revealedRoundsAt,
  showAt,
  seatOutcome,
} from '@skinbox/rules';
import { rankWinnings } from './rules/rank';
import { boardPeople } from '../platform/boardPeople';

type Room = typeof battles.$inferSelect;

export interface ViewContext {
  locale: Locale;
  assets: string;
  now: Date;
}

/**
 * How far a viewer is into the show at `now`: the rounds revealed (the spinning one included, and
 * the next one within ROUND_REVEAL_LEAD_MS of its spin, as its job reveals it) and the rounds landed (whose values count in the totals). All of them once settled.
 */
function showing(room: Room, now: Date): { revealed: number; landed: number } {
  const rounds = room.roundBoxIds.length;
  if (room.status === 'finished') return { revealed: rounds, landed: rounds };
  if (room.status !== 'running' || !room.startedAt) return { revealed: 0, landed: 0 };
  return {
    revealed: revealedRoundsAt(room.startedAt, rounds, now),
    landed: showAt(room.startedAt, rounds, now).landedRounds,
  };
}

function boxSummary(box: typeof boxes.$inferSelect, { locale, assets }: ViewContext) {
  return {
    boxId: box.id,
    type: BoxType.battle,
    category: box.category,
    name: box.names[locale],
    image: imageUrl(assets, box.image),
    price: centsToMoney(box.priceCents),
  };
}

/** Rooms as the lists and the lobby channel show them, in the order of `rooms`. */
export async function roomViews(db: Db, rooms: readonly Room[], view: ViewContext) {
  if (rooms.length === 0) return [];
  const ids = rooms.map((r) => r.id);
  const boxIds = [...new Set(rooms.flatMap((r) => r.roundBoxIds))];
  // One after another: `db` may be a transaction's one client, which runs one query at a time.
  const seatRows = await db
    .select({
      seat: battleSeats,
      nickName: users.nickName,
      avatar: users.avatar,
      avatarFrame: users.avatarFrame,
      userType: users.userType,
    })
    .from(battleSeats)
    .innerJoin(users, eq(users.id, battleSeats.userId))
    .where(inArray(battleSeats.battleId, ids));
  const boxRows = await db.select().from(boxes).where(inArray(boxes.id, boxIds));
  const dropRows = await db
    .select({
      battleId: battleDrops.battleId,
      round: battleDrops.round,
      seat: battleDrops.seat,
      priceCents: battleDrops.priceCents,
    })
    .from(battleDrops)
    .where(inArray(battleDrops.battleId, ids));
  const boxById = new Map(boxRows.map((b) => [b.id, b]));
  return rooms.map((room): BattleRoom => {
    const landed = showing(room, view.now).landed;
    const started = room.status === 'running' || room.status === 'finished';
    const seats = Array.from({ length: room.seatCount }, (_, i) => {
      const row = seatRows.find((s) => s.seat.battleId === room.id && s.seat.seat === i + 1);
      const total = dropRows
        .filter((d) => d.battleId === room.id && d.seat === i + 1 && d.round <= landed)
        .reduce((sum, d) => sum + d.priceCents, 0n);
      return {
        seat: i + 1,
        player: row
          ? {
              userId: row.seat.userId,
              nickName: row.nickName,
              avater: row.avatar,
              avaterFrame: row.avatarFrame,
              isAnchor: row.userType === AccountKind.anchor,
              isBot: row.seat.isBot,
            }
          : null,
        userCode: row && started ? row.seat.userCode : null,
        total: centsToMoney(total),
      };
    });
    const lines: BattleRoom['boxes'] = [];
    for (const boxId of room.roundBoxIds) {
      const last = lines.at(-1);
      if (last?.box.boxId === boxId) last.count += 1;
      else {
        const box = boxById.get(boxId);
        if (box) lines.push({ box: boxSummary(box, view), count: 1 });
      }
    }
    return {
      battleId: room.id,
      kind: room.kind,
      mode: room.mode,
      status: room.status,
      creatorId: room.creatorId,
      hasPassword: room.passwordHash !== null,
      boxes: lines,
      rounds: room.roundBoxIds.length,
      cost: centsToMoney(room.seatCostCents),
      seats,
      serverSeedHash: room.serverSeedHash,
      createdAt: room.createdAt.toISOString(),
      dissolveAt: room.dissolveAt.toISOString(),
      startedAt: room.startedAt?.toISOString() ?? null,
      endedAt: room.endedAt?.toISOString() ?? null,
      winnerSeat: room.status === 'finished' ? room.winnerSeat : null,
    };
  });
}

/** Rounds 1..`upTo` of a battle with their drops. */
export async function roundsOf(
  db: Db,
  room: Room,
  upTo: number,
  view: ViewContext,
): Promise<BattleRound[]> {
  if (upTo === 0) return [];
  const rows = await db
    .select({ drop: battleDrops, goods: goodsColumns })
    .from(battleDrops)
    .innerJoin(catalogueItems, eq(catalogueItems.id, battleDrops.itemId))
    .where(and(eq(battleDrops.battleId, room.id)))
    .orderBy(asc(battleDrops.round), asc(battleDrops.seat));
  return room.roundBoxIds.slice(0, upTo).map((boxId, r) => ({
    round: r + 1,
    boxId,
    drops: rows
      .filter((row) => row.drop.round === r + 1)
      .map((row) => ({
        seat: row.drop.seat,
        // The price the drop was rolled at, not today's.
        goods: toGoodsSummary(
          { ...row.goods, priceCents: row.drop.priceCents },
          view.locale,
          view.assets,
        ),
        ticket: row.drop.ticket,
      })),
  }));
}

export async function loadRoom(db: Db, battleId: number): Promise<Room> {
  const [room] = await db.select().from(battles).where(eq(battles.id, battleId));
  if (!room) throw new AppError(404, 'errors.battleNotFound');
  return room;
}

/** One room for its screen: the rounds played at `now` only, and the viewer's seat and outcome. */
export async function battleDetail(
  db: Db,
  battleId: number,
  viewerId: number | null,
  view: ViewContext,
): Promise<BattleDetail> {
  const room = await loadRoom(db, battleId);
  const [summary] = await roomViews(db, [room], view);
  if (!summary) throw new Error('a loaded room has no view');
  const mySeat = summary.seats.find((s) => viewerId !== null && s.player?.userId === viewerId);
  const settled = room.status === 'finished';
  return {
    ...summary,
    serverNow: view.now.toISOString(),
    countdownMs: BATTLE_START_COUNTDOWN_MS,
    roundMs: BATTLE_ROUND_MS,
    publicSeed: room.publicSeed,
    revealed: await roundsOf(db, room, showing(room, view.now).revealed, view),
    mySeat: mySeat?.seat ?? null,
    outcome: settled && mySeat ? seatOutcome(room.winnerSeat, mySeat.seat) : null,
  };
}

export interface RoomFilter extends PageRequest {
  type: BattleFilterType;
  subType: BattleSubType;
  roomSort: BattleRoomSort;
}

/** Rooms in `statuses`, filtered and sorted by SPEC's battle filter, one page. */
export async function listRooms(
  db: Db,
  statuses: readonly BattleStatus[],
  filter: RoomFilter,
  view: ViewContext,
) {
  const where: SQL[] = [inArray(battles.status, [...statuses])];
  const kind = roomKindOfFilter(filter.type);
  if (kind) where.push(eq(battles.kind, kind));
  const mode = modeOfFilter(filter.subType);
  if (mode) where.push(eq(battles.mode, mode));
  const order =
    filter.roomSort === BattleRoomSort.dearest
      ? [desc(battles.seatCostCents), desc(battles.id)]
      : filter.roomSort === BattleRoomSort.cheapest
        ? [asc(battles.seatCostCents), desc(battles.id)]
        : [desc(battles.id)];
  const condition = and(...where);
  const { rows, total } = await readPage(
    filter,
    db
      .select()
      .from(battles)
      .where(condition)
      .orderBy(...order)
      .$dynamic(),
    rowCount(db, battles, condition),
  );
  return { list: await roomViews(db, rows, view), total };
}

/** The viewer's battles in any state, newest first. */
export async function myRooms(db: Db, userId: number, page: PageRequest, view: ViewContext) {
  const mine = db
    .select({ id: battleSeats.battleId })
    .from(battleSeats)
    .where(eq(battleSeats.userId, userId));
  const { rows, total } = await readPage(
    page,
    db.select().from(battles).where(inArray(battles.id, mine)).orderBy(desc(battles.id)).$dynamic(),
    rowCount(db, battles, inArray(battles.id, mine)),
  );
  return { list: await roomViews(db, rows, view), total };
}

/** How many rows the rank board shows. */
export const RANK_SIZE = 50;

/** BattleRank for the site clock's current day or week. */
export async function battleRank(db: Db, clock: SiteClock, period: 'day' | 'week', now: Date) {
  const { start, end } = clock.period(period, now);
  const rows = await db
    .select({
      userId: battleSeats.userId,
      userType: users.userType,
      cents: battleSeats.wonCents,
      settledAt: battles.endedAt,
    })
    .from(battleSeats)
    .innerJoin(battles, eq(battles.id, battleSeats.battleId))
    .innerJoin(users, eq(users.id, battleSeats.userId))
    .where(
      and(eq(battles.status, 'finished'), gte(battles.endedAt, start), lt(battles.endedAt, end)),
    );
  const ranked = rankWinnings(
    rows.flatMap((r) => (r.settledAt ? [{ ...r, settledAt: r.settledAt }] : [])),
    { from: start, to: end },
    RANK_SIZE,
  );
  const personOf = await boardPeople(
    db,
    ranked.map((r) => r.userId),
  );
  return {
    period,
    start: start.toISOString(),
    end: end.toISOString(),
    list: ranked.map((row) => ({
      rank: row.rank,
      userId: row.userId,
      ...personOf(row.userId),
      winnings: centsToMoney(row.cents),
    })),
  };
}

/** A battle box with its contents and odds; undefined when it is not a battle box on sale. */
export async function battleBox(db: Db, boxId: number, view: ViewContext) {
  const loaded = await loadBox(db, boxId);
  if (!loaded || loaded.box.type !== BoxType.battle) return undefined;
  const ranges = ticketRanges(loaded.contents.map((c) => c.tickets));
  return {
    ...boxSummary(loaded.box, view),
    items: loaded.contents.map((item, i) => ({
      goods: toGoodsSummary(item, view.locale, view.assets),
      probability: ticketsToPercent(item.tickets, TICKETS),
      ticketFrom: ranges[i]?.from ?? 1,
      ticketTo: ranges[i]?.to ?? 1,
    })),
  };
}

export async function battleBoxes(db: Db, view: ViewContext) {
  const rows = await db
    .select({ id: boxes.id })
    .from(boxes)
    .where(and(eq(boxes.type, 2), eq(boxes.enabled, true)))
    .orderBy(asc(boxes.sort), asc(boxes.priceCents), asc(boxes.id));
  const list = [];
  for (const { id } of rows) {
    const box = await battleBox(db, id, view);
    if (box) list.push(box);
  }
  return list;
}

/** The enabled battle boxes (type 2) and their prices. */
export async function battleBoxPrices(db: Db): Promise<Map<number, bigint>> {
  const rows = await db
    .select({ id: boxes.id, priceCents: boxes.priceCents })
    .from(boxes)
    .where(and(eq(boxes.type, 2), eq(boxes.enabled, true)));
  return new Map(rows.map((r) => [r.id, r.priceCents]));
}

/** Everything the verify page needs to recompute every round of a finished battle. */
export async function battleVerification(db: Db, battleId: number, view: ViewContext) {
  const room = await loadRoom(db, battleId);
  if (room.status !== 'finished' || room.publicSeed === null) {
    throw new AppError(409, 'errors.battleNotFinished');
  }
  const seats = await db
    .select({ userCode: battleSeats.userCode })
    .from(battleSeats)
    .where(eq(battleSeats.battleId, battleId))
    .orderBy(asc(battleSeats.seat));
  const boxList = [];
  for (const boxId of new Set(room.roundBoxIds)) {
    const box = await battleBox(db, boxId, view);
    if (box) boxList.push(box);
  }
  return {
    battleId,
    serverSeed: room.serverSeed,
    serverSeedHash: room.serverSeedHash,
    userCodes: seats.map((s) => s.userCode),
    publicSeed: room.publicSeed,
    rounds: await roundsOf(db, room, room.roundBoxIds.length, view),
    boxes: boxList,
  };
}
