import type { Locale, RollDetail, RollPlayer, RollRoom, RollTab } from '@skinbox/api';
import { AccountKind, centsToMoney } from '@skinbox/api';
import { and, asc, count, desc, eq, gte, inArray, like, sql, type SQL } from 'drizzle-orm';
import { goodsColumns, toGoodsSummary } from '../catalogue/goods';
import type { Db } from '../db/database';
import {
  catalogueItems,
  ledger,
  rollParticipants,
  rollPrizes,
  rollRooms,
  users,
} from '../db/schema';
import { AppError } from '../http/errors';
import { readPage, type PageRequest, rowCount } from '../platform/paging';
import { reachedVipLevel } from '../vip/queries';

type Room = typeof rollRooms.$inferSelect;

export interface ViewContext {
  locale: Locale;
  assets: string;
  now: Date;
}

/** How many of a room's dearest prizes its card shows. */
const TOP_PRIZES = 3;

/**
 * The player's VIP level (the highest their growth reached; it never goes down), read without
 * storing it: a room's view is a query, and the stored level is raised where the VIP features
 * read it (vip/actions.ts raiseVipLevel).
 */
export async function vipLevelOf(db: Db, userId: number): Promise<number> {
  const [user] = await db
    .select({ vipLevel: users.vipLevel, vipGrowth: users.vipGrowth })
    .from(users)
    .where(eq(users.id, userId));
  return user ? reachedVipLevel(db, user) : 0;
}

/**
 * Coins the player recharged since `since`: the ledger's recharge credits from the mint (paid
 * orders and card codes; their bonuses come from promotions and do not count).
 */
export async function rechargedSinceCents(db: Db, userId: number, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledger.cents}), 0)::text` })
    .from(ledger)
    .where(
      and(
        eq(ledger.userId, userId),
        eq(ledger.currency, 'amount'),
        eq(ledger.account, 'mint'),
        like(ledger.kind, 'recharge.%'),
        gte(ledger.createdAt, since),
      ),
    );
  return BigInt(row?.cents ?? '0');
}

const playerColumns = {
  userId: users.id,
  nickName: users.nickName,
  avatar: users.avatar,
  avatarFrame: users.avatarFrame,
  userType: users.userType,
};

type PlayerRow = {
  userId: number;
  nickName: string;
  avatar: string;
  avatarFrame: string;
  userType: number;
};

function toPlayer(row: PlayerRow): RollPlayer {
  return {
    userId: row.userId,
    nickName: row.nickName,
    avater: row.avatar,
    avaterFrame: row.avatarFrame,
    isAnchor: row.userType === AccountKind.anchor,
  };
}

async function playersById(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, RollPlayer>();
  const rows = await db
    .select(playerColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.userId, toPlayer(r)]));
}

function conditionsOf(room: Room): RollRoom['conditions'] {
  return {
    hasPassword: room.passwordHash !== null,
    rechargeMin: room.rechargeMinCents === null ? null : centsToMoney(room.rechargeMinCents),
    rechargeSince: room.rechargeSince?.toISOString() ?? null,
    vipLevel: room.vipLevel,
  };
}

/** Rooms as the lists show them, in the order of `rooms`. */
export async function roomViews(
  db: Db,
  rooms: readonly Room[],
  viewerId: number | null,
  view: ViewContext,
): Promise<RollRoom[]> {
  if (rooms.length === 0) return [];
  const ids = rooms.map((r) => r.id);
  // One after another: `db` may be a transaction's one client, which runs one query at a time.
  const counts = await db
    .select({ rollId: rollParticipants.rollId, n: count() })
    .from(rollParticipants)
    .where(inArray(rollParticipants.rollId, ids))
    .groupBy(rollParticipants.rollId);
  const prizes = await db
    .select({ rollId: rollPrizes.rollId, position: rollPrizes.position, goods: goodsColumns })
    .from(rollPrizes)
    .innerJoin(catalogueItems, eq(catalogueItems.id, rollPrizes.itemId))
    .where(inArray(rollPrizes.rollId, ids))
    .orderBy(asc(rollPrizes.rollId), asc(rollPrizes.position));
  const mine =
    viewerId === null
      ? []
      : await db
          .select({ rollId: rollParticipants.rollId })
          .from(rollParticipants)
          .where(and(inArray(rollParticipants.rollId, ids), eq(rollParticipants.userId, viewerId)));
  const anchors = await playersById(
    db,
    rooms.flatMap((r) => (r.creatorId === null ? [] : [r.creatorId])),
  );
  const joined = new Set(mine.map((m) => m.rollId));
  return rooms.map((room) => {
    const own = prizes.filter((p) => p.rollId === room.id);
    return {
      rollId: room.id,
      name: room.name,
      kind: room.kind,
      anchor: room.creatorId === null ? null : (anchors.get(room.creatorId) ?? null),
      status: room.status,
      conditions: conditionsOf(room),
      cap: room.cap,
      participants: counts.find((c) => c.rollId === room.id)?.n ?? 0,
      prizeCount: own.length,
      prizeValue: centsToMoney(room.prizeCents),
      topPrizes: own
        .slice(0, TOP_PRIZES)
        .map((p) => toGoodsSummary(p.goods, view.locale, view.assets)),
      drawAt: room.drawAt.toISOString(),
      drawnAt: room.drawnAt?.toISOString() ?? null,
      joined: joined.has(room.id),
      createdAt: room.createdAt.toISOString(),
    };
  });
}

/** One tab of the roll page: ongoing soonest draw first; ended and joined newest first. */
export async function listRooms(
  db: Db,
  tab: RollTab,
  viewerId: number | null,
  page: PageRequest,
  view: ViewContext,
) {
  if (tab === 'joined' && viewerId === null) throw new AppError(401, 'errors.unauthorized');
  let where: SQL | undefined;
  let order: SQL[];
  if (tab === 'ongoing') {
    where = eq(rollRooms.status, 'open');
    order = [asc(rollRooms.drawAt), asc(rollRooms.id)];
  } else if (tab === 'ended') {
    where = inArray(rollRooms.status, ['drawn', 'returned']);
    order = [desc(rollRooms.drawnAt), desc(rollRooms.id)];
  } else {
    where = inArray(
      rollRooms.id,
      db
        .select({ id: rollParticipants.rollId })
        .from(rollParticipants)
        .where(eq(rollParticipants.userId, viewerId ?? 0)),
    );
    order = [desc(rollRooms.id)];
  }
  const { rows, total } = await readPage(
    page,
    db
      .select()
      .from(rollRooms)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    rowCount(db, rollRooms, where),
  );
  return { list: await roomViews(db, rows, viewerId, view), total };
}

/** A room with its prizes, participants, seeds and the viewer against its conditions. */
export async function roomDetail(
  db: Db,
  rollId: number,
  viewerId: number | null,
  view: ViewContext,
): Promise<RollDetail> {
  const [room] = await db.select().from(rollRooms).where(eq(rollRooms.id, rollId));
  if (!room) throw new AppError(404, 'errors.rollRoomNotFound');
  const [summary] = await roomViews(db, [room], viewerId, view);
  const prizes = await db
    .select({ prize: rollPrizes, goods: goodsColumns })
    .from(rollPrizes)
    .innerJoin(catalogueItems, eq(catalogueItems.id, rollPrizes.itemId))
    .where(eq(rollPrizes.rollId, rollId))
    .orderBy(asc(rollPrizes.position));
  const participants = await db
    .select({ ...playerColumns, joinedAt: rollParticipants.joinedAt })
    .from(rollParticipants)
    .innerJoin(users, eq(users.id, rollParticipants.userId))
    .where(eq(rollParticipants.rollId, rollId))
    .orderBy(asc(rollParticipants.id));
  if (!summary) throw new Error('a room without its summary');
  const winners = await playersById(
    db,
    prizes.flatMap((p) => (p.prize.winnerId === null ? [] : [p.prize.winnerId])),
  );
  const drawn = room.status !== 'open';
  const draws = prizes.flatMap(({ prize }) =>
    prize.state === 'won' &&
    prize.winnerId !== null &&
    prize.ticket !== null &&
    prize.drawPosition !== null
      ? [
          {
            prize: prize.position,
            ticket: prize.ticket,
            position: prize.drawPosition,
            userId: prize.winnerId,
          },
        ]
      : [],
  );
  return {
    ...summary,
    prizes: prizes.map(({ prize, goods }) => ({
      position: prize.position,
      goods: toGoodsSummary(goods, view.locale, view.assets),
      winner: prize.winnerId === null ? null : (winners.get(prize.winnerId) ?? null),
      returned: prize.state === 'returned',
    })),
    participantList: participants.map((p) => ({
      ...toPlayer(p),
      joinedAt: p.joinedAt.toISOString(),
    })),
    seeds: {
      serverSeedHash: room.serverSeedHash,
      serverSeed: drawn ? room.serverSeed : null,
      publicSeed: room.publicSeed,
      participantIds: participants.map((p) => p.userId),
      draws,
    },
    me: viewerId === null ? null : await eligibility(db, room, viewerId, summary.joined),
    serverNow: view.now.toISOString(),
    countdownMs: Math.max(0, room.drawAt.getTime() - view.now.getTime()),
  };
}

async function eligibility(db: Db, room: Room, userId: number, joined: boolean) {
  const vipLevel = await vipLevelOf(db, userId);
  const recharged = room.rechargeSince
    ? await rechargedSinceCents(db, userId, room.rechargeSince)
    : null;
  return {
    joined,
    vipLevel,
    recharged: recharged === null ? null : centsToMoney(recharged),
    vipMet: room.vipLevel === null || vipLevel >= room.vipLevel,
    rechargeMet: room.rechargeMinCents === null || (recharged ?? 0n) >= room.rechargeMinCents,
  };
}

/** The ids of a room's participants, in join order. */
export async function participantIds(db: Db, rollId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: rollParticipants.userId })
    .from(rollParticipants)
    .where(eq(rollParticipants.rollId, rollId))
    .orderBy(asc(rollParticipants.id));
  return rows.map((r) => r.userId);
}

/**
 * The house's prizes in rooms still open (official rooms; a streamer's prizes are their own), for
 * the economy report: a one-time reward, at most one prize per player and room.
 */
export async function openHousePrizes(db: Db) {
  const [row] = await db
    .select({
      rooms: sql<number>`count(distinct ${rollRooms.id})::int`,
      totalCents: sql<string>`coalesce(sum(${rollPrizes.priceCents}), 0)::text`,
      dearestCents: sql<string>`coalesce(max(${rollPrizes.priceCents}), 0)::text`,
    })
    .from(rollPrizes)
    .innerJoin(rollRooms, eq(rollRooms.id, rollPrizes.rollId))
    .where(and(eq(rollRooms.status, 'open'), eq(rollPrizes.source, 'house')));
  return {
    rooms: row?.rooms ?? 0,
    totalCents: BigInt(row?.totalCents ?? '0'),
    dearestCents: BigInt(row?.dearestCents ?? '0'),
  };
}
