import { GAME } from '@skinbox/fairness';
import { AccountKind, centsToMoney, moneyToCents } from '@skinbox/api';
import type { BoxRtp, DashboardSummary, GameFigures } from '@skinbox/api/admin';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { itemPriceCents } from '../catalogue/goods';
import type { Db } from '../db/database';
import { boxes, boxItems, catalogueItems } from '../db/schema';
import { plays } from './plays';
import { bandOf, openingMoments, rtpStatus, sampleVariance } from './rules/rtpBand';
import type { ResolvedWindow } from './window';
import { rowsOf } from '../db/rows';

/**
 * The dashboard's figures, by SQL over the ledger and the game tables. Every figure counts the
 * site's real players only (ai and test accounts aside, platform/accountKinds.ts) of the window's
 * platform, and rows whose instant falls in [from, to).
 */

const UNSEEN = [AccountKind.ai, AccountKind.test];
const money = (cents: string | number | bigint | null) => centsToMoney(BigInt(cents ?? 0));

/** The player filter every figure applies to `users u`. */
function playerFilter(window: ResolvedWindow): SQL {
  const kinds = sql`u.user_type NOT IN (${sql.join(
    UNSEEN.map((k) => sql`${k}`),
    sql`, `,
  )})`;
  return window.platformId === null
    ? kinds
    : sql`${kinds} AND u.platform_id = ${window.platformId}`;
}
const inWindow = (column: SQL, window: ResolvedWindow) =>
  sql`${column} >= ${window.from} AND ${column} < ${window.to}`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

interface GameSums {
  game: GameFigures['game'];
  plays: string;
  stake: string;
  payout: string;
  expected: string | null;
  xx: string;
  xs: string;
  ss: string;
}

function gameSums(db: Db, window: ResolvedWindow) {
  return rows<GameSums>(
    db,
    sql`SELECT p.game, count(*)::text AS plays, sum(p.stake)::text AS stake,
               sum(p.payout)::text AS payout, sum(p.stake * p.target)::text AS expected,
               sum(p.payout::numeric * p.payout)::text AS xx,
               sum(p.payout::numeric * p.stake)::text AS xs,
               sum(p.stake::numeric * p.stake)::text AS ss
          FROM ${plays} p JOIN users u ON u.id = p.user_id
         WHERE ${inWindow(sql`p.at`, window)} AND ${playerFilter(window)}
         GROUP BY p.game ORDER BY p.game`,
  );
}

interface BoxSums {
  box_id: number;
  plays: string;
  stake: string;
  payout: string;
}

/** Each box's openings in the window, with the variance of one opening at today's contents. */
async function boxFigures(db: Db, window: ResolvedWindow) {
  const sums = await rows<BoxSums>(
    db,
    sql`SELECT p.box_id, count(*)::text AS plays, sum(p.stake)::text AS stake,
               sum(p.payout)::text AS payout
          FROM ${plays} p JOIN users u ON u.id = p.user_id
         WHERE p.game = ${GAME.box} AND ${inWindow(sql`p.at`, window)} AND ${playerFilter(window)}
         GROUP BY p.box_id`,
  );
  const ids = sums.map((row) => Number(row.box_id));
  const [meta, contents] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(boxes).where(inArray(boxes.id, ids)),
          db
            .select({
              boxId: boxItems.boxId,
              tickets: boxItems.tickets,
              priceCents: itemPriceCents,
            })
            .from(boxItems)
            .innerJoin(catalogueItems, sql`${catalogueItems.id} = ${boxItems.itemId}`)
            .where(inArray(boxItems.boxId, ids)),
        ]);
  return sums.map((row) => {
    const box = meta.find((b) => b.id === Number(row.box_id));
    const { variance } = openingMoments(
      contents
        .filter((c) => c.boxId === Number(row.box_id))
        .map((c) => ({ tickets: c.tickets, priceCents: BigInt(c.priceCents) })),
    );
    const plays = Number(row.plays);
    const stake = Number(row.stake);
    const target = (box?.rtpBasisPoints ?? 0) / 10_000;
    const realised = stake > 0 ? Number(row.payout) / stake : null;
    const band = stake > 0 ? bandOf(target, plays * variance, stake) : null;
    return {
      boxId: Number(row.box_id),
      name: box?.names.en ?? '',
      names: box?.names,
      type: box?.type ?? 1,
      priceCents: box?.priceCents ?? 0n,
      plays,
      stake: BigInt(row.stake),
      payout: BigInt(row.payout),
      payoutVariance: plays * variance,
      target,
      realised,
      band,
    };
  });
}

export async function boxRtpFigures(db: Db, window: ResolvedWindow): Promise<BoxRtp[]> {
  const figures = await boxFigures(db, window);
  return figures
    .sort((a, b) => b.plays - a.plays || a.boxId - b.boxId)
    .map((box) => ({
      boxId: box.boxId,
      name: box.name,
      type: box.type,
      price: money(box.priceCents),
      plays: box.plays,
      staked: money(box.stake),
      returned: money(box.payout),
      realised: box.realised,
      target: box.target,
      low: box.band?.low ?? null,
      high: box.band?.high ?? null,
      status: rtpStatus(box.plays, box.realised, box.band),
    }));
}

async function gameFigures(db: Db, window: ResolvedWindow): Promise<GameFigures[]> {
  const [sums, perBox] = await Promise.all([gameSums(db, window), boxFigures(db, window)]);
  const boxVariance = perBox.reduce((total, box) => total + box.payoutVariance, 0);
  return sums.map((row) => {
    const plays = Number(row.plays);
    const stake = Number(row.stake);
    const realised = stake > 0 ? Number(row.payout) / stake : null;
    const target = row.expected === null || stake === 0 ? null : Number(row.expected) / stake;
    // Boxes: the variance their contents give; other games: the one their plays show.
    const variance =
      row.game === GAME.box
        ? boxVariance
        : sampleVariance(
            { xx: Number(row.xx), xs: Number(row.xs), ss: Number(row.ss) },
            realised ?? 0,
          );
    const band = target === null || stake === 0 ? null : bandOf(target, variance, stake);
    return {
      game: row.game,
      stakes: money(row.stake),
      payouts: money(row.payout),
      ggr: money(BigInt(row.stake) - BigInt(row.payout)),
      plays,
      staked: money(row.stake),
      returned: money(row.payout),
      realised,
      target,
      low: band?.low ?? null,
      high: band?.high ?? null,
      status: rtpStatus(plays, realised, band),
    };
  });
}

export async function dashboardSummary(
  db: Db,
  window: ResolvedWindow,
  onlineNow: number,
): Promise<DashboardSummary> {
  const players = playerFilter(window);
  const [deposits, bonuses, games, extractions, people] = await Promise.all([
    rows<{ cents: string; orders: string }>(
      db,
      sql`SELECT coalesce(sum(l.cents), 0)::text AS cents, count(*)::text AS orders
            FROM ledger l JOIN users u ON u.id = l.user_id
           WHERE l.account = 'mint' AND l.currency = 'amount' AND l.cents > 0
             AND ${inWindow(sql`l.created_at`, window)} AND ${players}`,
    ),
    rows<{ kind: string; cents: string }>(
      db,
      sql`SELECT l.kind, sum(l.cents)::text AS cents
            FROM ledger l JOIN users u ON u.id = l.user_id
           WHERE l.account = 'promotions' AND l.currency = 'amount' AND l.cents > 0
             AND ${inWindow(sql`l.created_at`, window)} AND ${players}
           GROUP BY l.kind ORDER BY sum(l.cents) DESC, l.kind`,
    ),
    gameFigures(db, window),
    rows<{ requested: string; delivered: string; failed: string; value: string }>(
      db,
      sql`SELECT
            (SELECT count(*) FROM deliveries d JOIN users u ON u.id = d.user_id
              WHERE ${inWindow(sql`d.created_at`, window)} AND ${players})::text AS requested,
            (SELECT count(*) FROM deliveries d JOIN users u ON u.id = d.user_id
              WHERE d.status = 'completed' AND ${inWindow(sql`d.finished_at`, window)} AND ${players})::text AS delivered,
            (SELECT count(*) FROM deliveries d JOIN users u ON u.id = d.user_id
              WHERE d.status = 'failed' AND ${inWindow(sql`d.finished_at`, window)} AND ${players})::text AS failed,
            (SELECT coalesce(sum(e.price_cents), 0) FROM bag_events e JOIN users u ON u.id = e.user_id
              WHERE e.kind = 'delivery.done' AND ${inWindow(sql`e.created_at`, window)} AND ${players})::text AS value`,
    ),
    rows<{ new: string; paying: string; active: string }>(
      db,
      sql`SELECT
            (SELECT count(*) FROM users u WHERE ${inWindow(sql`u.created_at`, window)} AND ${players})::text AS new,
            (SELECT count(DISTINCT l.user_id) FROM ledger l JOIN users u ON u.id = l.user_id
              WHERE l.account = 'mint' AND l.cents > 0 AND ${inWindow(sql`l.created_at`, window)} AND ${players})::text AS paying,
            (SELECT count(DISTINCT l.user_id) FROM ledger l JOIN users u ON u.id = l.user_id
              WHERE l.account <> 'promotions' AND ${inWindow(sql`l.created_at`, window)} AND ${players})::text AS active`,
    ),
  ]);
  const ggr = games.reduce(
    (total, game) => total + moneyToCents(game.stakes) - moneyToCents(game.payouts),
    0n,
  );
  const bonusTotal = bonuses.reduce((total, row) => total + BigInt(row.cents), 0n);
  return {
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    deposits: { amount: money(deposits[0]?.cents ?? 0), orders: Number(deposits[0]?.orders ?? 0) },
    bonuses: {
      amount: money(bonusTotal),
      byKind: bonuses.map((row) => ({ kind: row.kind, amount: money(row.cents) })),
    },
    ggr: money(ggr),
    games,
    extractions: {
      requested: Number(extractions[0]?.requested ?? 0),
      delivered: Number(extractions[0]?.delivered ?? 0),
      failed: Number(extractions[0]?.failed ?? 0),
      deliveredValue: money(extractions[0]?.value ?? 0),
    },
    players: {
      new: Number(people[0]?.new ?? 0),
      paying: Number(people[0]?.paying ?? 0),
      active: Number(people[0]?.active ?? 0),
    },
    onlineNow,
  };
}

/** Deposits, GGR, new and active players per hour or site day of the window. */
export async function dashboardSeries(db: Db, window: ResolvedWindow, zone: string) {
  const players = playerFilter(window);
  const unit = window.bucket;
  const bucketOf = (column: SQL) => sql`date_trunc(${unit}, ${column} AT TIME ZONE ${zone})`;
  const points = await rows<{
    at: string | Date;
    deposits: string;
    ggr: string;
    new_players: string;
    active_players: string;
  }>(
    db,
    sql`WITH buckets AS (
          SELECT b AS local FROM generate_series(
            date_trunc(${unit}, ${window.from}::timestamptz AT TIME ZONE ${zone}),
            (${window.to}::timestamptz - interval '1 microsecond') AT TIME ZONE ${zone},
            ('1 ' || ${unit})::interval) AS b
        ), deposits AS (
          SELECT ${bucketOf(sql`l.created_at`)} AS local, sum(l.cents) AS cents
            FROM ledger l JOIN users u ON u.id = l.user_id
           WHERE l.account = 'mint' AND l.currency = 'amount' AND l.cents > 0
             AND ${inWindow(sql`l.created_at`, window)} AND ${players}
           GROUP BY 1
        ), revenue AS (
          SELECT ${bucketOf(sql`p.at`)} AS local, sum(p.stake - p.payout) AS cents
            FROM ${plays} p JOIN users u ON u.id = p.user_id
           WHERE ${inWindow(sql`p.at`, window)} AND ${players}
           GROUP BY 1
        ), joined AS (
          SELECT ${bucketOf(sql`u.created_at`)} AS local, count(*) AS n
            FROM users u WHERE ${inWindow(sql`u.created_at`, window)} AND ${players}
           GROUP BY 1
        ), active AS (
          SELECT ${bucketOf(sql`l.created_at`)} AS local, count(DISTINCT l.user_id) AS n
            FROM ledger l JOIN users u ON u.id = l.user_id
           WHERE l.account <> 'promotions' AND ${inWindow(sql`l.created_at`, window)} AND ${players}
           GROUP BY 1
        )
        SELECT b.local AT TIME ZONE ${zone} AS at,
               coalesce(d.cents, 0)::text AS deposits, coalesce(r.cents, 0)::text AS ggr,
               coalesce(j.n, 0)::text AS new_players, coalesce(a.n, 0)::text AS active_players
          FROM buckets b
          LEFT JOIN deposits d ON d.local = b.local
          LEFT JOIN revenue r ON r.local = b.local
          LEFT JOIN joined j ON j.local = b.local
          LEFT JOIN active a ON a.local = b.local
         ORDER BY b.local`,
  );
  return {
    bucket: unit,
    points: points.map((point) => ({
      at: new Date(point.at).toISOString(),
      deposits: money(point.deposits),
      ggr: money(point.ggr),
      newPlayers: Number(point.new_players),
      activePlayers: Number(point.active_players),
    })),
  };
}

/** The window's largest wins: payout over stake, biggest payout first. */
export async function topWins(db: Db, window: ResolvedWindow, limit: number) {
  const found = await rows<{
    user_id: string | number;
    nick_name: string;
    game: GameFigures['game'];
    stake: string;
    payout: string;
    at: string | Date;
    reference: string;
  }>(
    db,
    sql`SELECT p.user_id, u.nick_name, p.game, p.stake::text AS stake, p.payout::text AS payout,
               p.at, p.reference
          FROM ${plays} p JOIN users u ON u.id = p.user_id
         WHERE p.payout > p.stake AND ${inWindow(sql`p.at`, window)} AND ${playerFilter(window)}
         ORDER BY p.payout - p.stake DESC, p.at DESC
         LIMIT ${limit}`,
  );
  return found.map((row) => ({
    userId: Number(row.user_id),
    nickName: row.nick_name,
    game: row.game,
    stake: money(row.stake),
    win: money(row.payout),
    multiple: Number(row.payout) / Number(row.stake),
    at: new Date(row.at).toISOString(),
    reference: row.reference,
  }));
}
