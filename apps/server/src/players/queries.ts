import { centsToMoney, type Locale } from '@skinbox/api';
import type { OperatorRole, PlayerDetail, players as calls } from '@skinbox/api/admin';
import { and, desc, eq, gt, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { imageUrl, itemPriceCents } from '../catalogue/goods';
import { plays } from '../dashboard/plays';
import type { Db } from '../db/database';
import {
  bagEvents,
  bagItems,
  balances,
  catalogueItems,
  chatMutes,
  deliveries,
  ledger,
  playerLimits,
  rechargeOrders,
  sessions,
  spreadRewards,
  users,
} from '../db/schema';
import { AppError } from '../http/errors';
import { limitsState } from '../limits/queries';
import { getBalances } from '../money/ledger';
import { escapeLike } from '../platform/likePattern';
import { readPage, type PageRequest, rowCount } from '../platform/paging';
import { itemHistoryPage } from '../records/queries';
import { mobileFor } from './mobileMask';
import { rowsOf } from '../db/rows';

/** What the back office reads of players: search, the player page and its tables. */

type Request<
  K extends
    'search' | 'ledger' | 'bag' | 'itemHistory' | 'games' | 'recharges' | 'referrals' | 'sessions',
> = z.output<(typeof calls)[K]['request']>;
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const money = (cents: bigint | string | number | null) => centsToMoney(BigInt(cents ?? 0));

const summaryColumns = {
  userId: users.id,
  nickName: users.nickName,
  mobile: users.mobile,
  spreadCode: users.spreadCode,
  kind: users.userType,
  platformId: users.platformId,
  vipLevel: users.vipLevel,
  bannedAt: users.bannedAt,
  createdAt: users.createdAt,
  balanceCents: sql<string>`coalesce(${balances.cents}, 0)::text`,
};
type SummaryRow = {
  userId: number;
  nickName: string;
  mobile: string | null;
  spreadCode: string;
  kind: number;
  platformId: number;
  vipLevel: number;
  bannedAt: Date | null;
  createdAt: Date;
  balanceCents: string;
};

function presentSummary(row: SummaryRow, roles: readonly OperatorRole[]) {
  return {
    userId: row.userId,
    nickName: row.nickName,
    mobile: mobileFor(roles, row.mobile),
    spreadCode: row.spreadCode,
    kind: row.kind as 1 | 2 | 3 | 4,
    platformId: row.platformId,
    vipLevel: row.vipLevel,
    balance: money(row.balanceCents),
    bannedAt: iso(row.bannedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const coinBalance = and(eq(balances.userId, users.id), eq(balances.currency, 'amount'));

/**
 * Players whose id is the query, whose mobile ends with it (four digits or more), whose
 * nickname holds it, or whose invite code is it; newest first.
 */
export async function searchPlayers(
  db: Db,
  { query, ...page }: Request<'search'>,
  roles: readonly OperatorRole[],
) {
  const escaped = escapeLike(query);
  const matches: SQL[] = [
    ilike(users.nickName, `%${escaped}%`),
    eq(users.spreadCode, query.toUpperCase()),
    eq(users.account, query),
  ];
  if (/^\d+$/.test(query)) {
    const asId = Number(query);
    if (asId <= 2_147_483_647) matches.push(eq(users.id, asId));
    if (query.length >= 4) matches.push(like(users.mobile, `%${escaped}`));
  }
  const where = or(...matches);
  const { rows, total } = await readPage(
    page,
    db
      .select(summaryColumns)
      .from(users)
      .leftJoin(balances, coinBalance)
      .where(where)
      .orderBy(desc(users.id))
      .$dynamic(),
    rowCount(db, users, where),
  );
  return { total, list: rows.map((row) => presentSummary(row, roles)) };
}

/** The player or 404. */
export async function requirePlayer(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError(404, 'errors.playerNotFound');
  return row;
}

export async function playerDetail(
  db: Db,
  userId: number,
  roles: readonly OperatorRole[],
  now: Date,
): Promise<PlayerDetail> {
  const [summary] = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(balances, coinBalance)
    .where(eq(users.id, userId));
  if (!summary) throw new AppError(404, 'errors.playerNotFound');
  const user = await requirePlayer(db, userId);
  const [all, limits, mute, pause, totals, open] = await Promise.all([
    getBalances(db, userId),
    limitsState(db, userId, now),
    db
      .select()
      .from(chatMutes)
      .where(and(eq(chatMutes.userId, userId), gt(chatMutes.until, now))),
    db.select().from(playerLimits).where(eq(playerLimits.userId, userId)),
    db
      .select({
        recharged: sql<string>`coalesce(sum(${ledger.cents}) filter (where ${ledger.account} = 'mint'), 0)::text`,
      })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.currency, 'amount'))),
    rowCount(
      db,
      sessions,
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    ),
  ]);
  const [extracted] = await db
    .select({ cents: sql<string>`coalesce(sum(${bagEvents.priceCents}), 0)::text` })
    .from(bagEvents)
    .where(and(eq(bagEvents.userId, userId), eq(bagEvents.kind, 'delivery.done')));
  const pausedUntil = pause[0]?.pausedUntil ?? null;
  return {
    player: {
      ...presentSummary(summary, roles),
      account: user.account,
      channelCode: user.channelCode,
      avatar: user.avatar,
      vipGrowth: money(user.vipGrowth),
      steamUrl: user.steamUrl,
      realNameVerified: user.idNumber !== null,
      invitationCode: user.invitationCode,
      inviterId: user.inviterId,
      banReason: user.banReason,
      closedAt: iso(user.closedAt),
    },
    balances: all,
    recharged: money(totals[0]?.recharged ?? '0'),
    extracted: money(extracted?.cents ?? '0'),
    chatMute: mute[0] ? { until: mute[0].until.toISOString(), reason: mute[0].reason } : null,
    limits,
    pauseEndable: pausedUntil !== null && pausedUntil <= now,
    openSessions: open[0]?.n ?? 0,
  };
}

export async function playerLedger(db: Db, input: Request<'ledger'>) {
  const filters: SQL[] = [eq(ledger.userId, input.userId)];
  if (input.currency) filters.push(eq(ledger.currency, input.currency));
  if (input.kind) {
    filters.push(or(eq(ledger.kind, input.kind), like(ledger.kind, `${input.kind}.%`)) as SQL);
  }
  const where = and(...filters);
  const { rows, total } = await readPage(
    input,
    db.select().from(ledger).where(where).orderBy(desc(ledger.id)).$dynamic(),
    rowCount(db, ledger, where),
  );
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      currency: row.currency,
      amount: centsToMoney(row.cents),
      account: row.account,
      kind: row.kind,
      reference: row.reference,
      at: row.createdAt.toISOString(),
    })),
  };
}

const itemName = (names: Record<Locale, string>, locale: Locale) => names[locale] || names.en;

export async function playerBag(db: Db, input: Request<'bag'>, locale: Locale, assetBase: string) {
  const filters: SQL[] = [eq(bagItems.userId, input.userId)];
  if (input.state) filters.push(eq(bagItems.state, input.state));
  const where = and(...filters);
  const { rows, total } = await readPage(
    input,
    db
      .select({
        row: bagItems,
        names: catalogueItems.names,
        image: catalogueItems.image,
        priceCents: itemPriceCents,
      })
      .from(bagItems)
      .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
      .where(where)
      .orderBy(desc(bagItems.id))
      .$dynamic(),
    rowCount(db, bagItems, where),
  );
  return {
    total,
    list: rows.map(({ row, names, image, priceCents }) => ({
      id: row.id,
      goodsId: row.itemId,
      name: itemName(names, locale),
      image: imageUrl(assetBase, image),
      price: money(priceCents),
      state: row.state,
      source: row.source,
      sourceRef: row.sourceRef,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export async function playerItemHistory(db: Db, input: Request<'itemHistory'>, locale: Locale) {
  const { rows, total } = await itemHistoryPage(db, input.userId, input);
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      bagItemId: row.bagItemId,
      name: itemName(row.names, locale),
      kind: row.kind,
      price: money(row.eventPriceCents),
      at: row.createdAt.toISOString(),
    })),
  };
}

/** The player's plays of every game (dashboard/plays.ts), newest first. */
export async function playerGames(db: Db, { userId, page, pageSize }: Request<'games'>) {
  const rows = await db.execute(sql`
    SELECT game, reference, at, stake::text AS stake, payout::text AS payout, count(*) OVER () AS total
      FROM ${plays} p WHERE p.user_id = ${userId}
     ORDER BY at DESC, reference DESC
     LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  const list = rowsOf<{
    game: string;
    reference: string;
    at: string | Date;
    stake: string;
    payout: string;
    total: string;
  }>(rows);
  return {
    total: Number(list[0]?.total ?? (await countPlays(db, userId))),
    list: list.map((row) => ({
      game: row.game,
      reference: row.reference,
      stake: money(row.stake),
      win: money(row.payout),
      at: new Date(row.at).toISOString(),
    })),
  };
}

async function countPlays(db: Db, userId: number) {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM ${plays} p WHERE p.user_id = ${userId}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export async function playerRecharges(db: Db, input: Request<'recharges'>) {
  const where = eq(rechargeOrders.userId, input.userId);
  const { rows, total } = await readPage(
    input,
    db.select().from(rechargeOrders).where(where).orderBy(desc(rechargeOrders.id)).$dynamic(),
    rowCount(db, rechargeOrders, where),
  );
  return {
    total,
    list: rows.map((row) => ({
      orderId: row.id,
      method: row.method,
      provider: row.provider,
      amount: money(row.amountCents),
      bonus: money(row.bonusCents),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      paidAt: iso(row.paidAt),
    })),
  };
}

/** Extractions, for one player or a queue (queues/extractions): the item at its price in force. */
export async function extractionPage(
  db: Db,
  page: PageRequest,
  filter: SQL | undefined,
  locale: Locale,
  now: Date,
) {
  const { rows, total } = await readPage(
    page,
    db
      .select({
        delivery: deliveries,
        nickName: users.nickName,
        names: catalogueItems.names,
        priceCents: itemPriceCents,
      })
      .from(deliveries)
      .innerJoin(users, eq(users.id, deliveries.userId))
      .innerJoin(bagItems, eq(bagItems.id, deliveries.bagItemId))
      .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
      .where(filter)
      .orderBy(desc(deliveries.id))
      .$dynamic(),
    rowCount(db, deliveries, filter),
  );
  return {
    total,
    list: rows.map(({ delivery, nickName, names, priceCents }) => ({
      deliveryId: delivery.id,
      userId: delivery.userId,
      nickName,
      bagItemId: delivery.bagItemId,
      name: itemName(names, locale),
      price: money(priceCents),
      tradeLink: delivery.tradeLink,
      provider: delivery.provider,
      status: delivery.status,
      delivering: delivery.status === 'pending' && delivery.dueAt <= now,
      dueAt: delivery.dueAt.toISOString(),
      createdAt: delivery.createdAt.toISOString(),
      finishedAt: iso(delivery.finishedAt),
    })),
  };
}

export async function playerReferrals(db: Db, input: Request<'referrals'>) {
  const user = await requirePlayer(db, input.userId);
  const [inviter] = user.inviterId
    ? await db
        .select({ userId: users.id, nickName: users.nickName })
        .from(users)
        .where(eq(users.id, user.inviterId))
    : [];
  const where = eq(users.inviterId, input.userId);
  const { rows, total } = await readPage(
    input,
    db
      .select({
        userId: users.id,
        nickName: users.nickName,
        createdAt: users.createdAt,
        recharged: sql<string>`coalesce(sum(${spreadRewards.rechargeCents}), 0)::text`,
        rewards: sql<string>`coalesce(sum(${spreadRewards.rewardCents}), 0)::text`,
      })
      .from(users)
      .leftJoin(
        spreadRewards,
        and(eq(spreadRewards.inviteeId, users.id), eq(spreadRewards.inviterId, input.userId)),
      )
      .where(where)
      .groupBy(users.id)
      .orderBy(desc(users.id))
      .$dynamic(),
    rowCount(db, users, where),
  );
  return {
    inviter: inviter ?? null,
    invited: {
      total,
      list: rows.map((row) => ({
        userId: row.userId,
        nickName: row.nickName,
        recharged: money(row.recharged),
        rewards: money(row.rewards),
        createdAt: row.createdAt.toISOString(),
      })),
    },
  };
}

export async function playerSessions(db: Db, input: Request<'sessions'>, now: Date) {
  const where = eq(sessions.userId, input.userId);
  const { rows, total } = await readPage(
    input,
    db.select().from(sessions).where(where).orderBy(desc(sessions.id)).$dynamic(),
    rowCount(db, sessions, where),
  );
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: iso(row.revokedAt),
      live: row.revokedAt === null && row.expiresAt > now,
    })),
  };
}
