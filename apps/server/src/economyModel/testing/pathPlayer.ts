import { and, eq, sql } from 'drizzle-orm';
import { boxRtpReport } from '../../catalogue/rtpReport';
import { BoxType, type WageringStanding } from '@skinbox/api';
import { spreadBoxes, timedBoxDraws, users } from '../../db/schema';
import { getBalanceCents } from '../../money/ledger';
import { idNumberCheckCharacter } from '../../realname/rules/idNumber';
import { siteClock } from '../../runtime/siteClock';
import { apiCaller } from '../../testing/api';
import { TEST_TRADE_LINK } from '../../testing/players';
import type { TestServer } from '../../testing/testServer';
import { createTestUser } from '../../testing/users';
import { drawTimedBoxFor, timedBoxEntrants } from '../../timebox/actions';
import { TIMED_BOXES } from '../../timebox/rules/boxes';
import { expectedSpinCents, wheelFor } from '../../turntable/rules/prizes';
import { expectedValueCents, loadRewardBox } from '../../welfare/rewardBoxes';
import { SPREAD_REWARD_BOX } from '../../referral/names';
import { FREE_CASE_BOX } from '../../freecase/names';
import { POINT_VALUE, POINTS_PER_COIN_SPENT } from '../../economy/rules/expectedReturn';
import { rowsOf } from '../../db/rows';

/**
 * A scripted player of the paths economyModel/paths.ts models: a fresh account that takes every gift a
 * first day offers, pays (or never does), wagers what the server asks before it lets items out,
 * turns what is left into items and extracts everything. It plays through the HTTP API; the
 * server's own jobs (timed-box draws) run as they would at their period's end.
 *
 * Luck: one account's drops swing far more than the edge a path is about, so a run is judged by
 * its expectation, counted as it plays: the value the house gave it at the gifts' expected worth
 * (giftLuckCents holds how far its draws of the turntable, the lucky packet and the reward boxes
 * fell from that), and the expected cost of the turnover it made (each box at its price less its
 * expected drop and the points it pays, at today's prices). A path that runs out of coins before
 * the lock is met is counted as if it had played on at the same cost (expectedPerCoinPaid).
 */
export interface PathPlayer {
  userId: number;
  spreadCode: string;
  call: ReturnType<typeof apiCaller>;
  paidCents: bigint;
  /** Realised minus expected value of the gifts' random draws, in cents. */
  giftLuckCents: number;
  /** Realised minus expected value of the box drops, in cents. */
  playLuckCents: number;
  /** Coins spent opening boxes (the turnover the run made), in cents. */
  turnoverCents: number;
  /** The expected cost of that turnover: prices less expected drops and points, in cents. */
  turnoverCostCents: number;
  extractedCents: bigint;
  requests: number;
}

const MAX_OPENS_PER_CALL = 5;
const PAGE = 50;

const cents = (money: string) => BigInt(Math.round(Number(money) * 100));

export async function send<T>(player: PathPlayer, path: string, body: unknown = {}) {
  player.requests += 1;
  const answer = await player.call<T>(path, body);
  if (answer.code !== 0) throw new Error(`${path} refused: ${answer.status} ${answer.msg}`);
  return answer.data;
}

/** Sends a call whose refusal is part of the rules (a period's claim spent, nothing to take). */
async function attempt<T>(player: PathPlayer, path: string, body: unknown = {}) {
  player.requests += 1;
  const answer = await player.call<T>(path, body);
  return answer.code === 0 ? answer.data : undefined;
}

let adults = 0;
/** A valid adult ID number, a new one each call (an ID number verifies one account). */
function adultIdNumber() {
  adults += 1;
  const first17 = `11010119900101${String(adults).padStart(3, '0')}`;
  return first17 + idNumberCheckCharacter(first17);
}

/** A new account with a bound trade link, signed in; `inviterCode` binds it to an inviter. */
export async function newPathPlayer(server: TestServer, inviterCode?: string) {
  const user = await createTestUser(server.database, { steamUrl: TEST_TRADE_LINK });
  const [row] = await server.database.db
    .select({ spreadCode: users.spreadCode })
    .from(users)
    .where(eq(users.id, user.userId));
  const player: PathPlayer = {
    userId: user.userId,
    spreadCode: row?.spreadCode ?? '',
    call: apiCaller(server, user.token),
    paidCents: 0n,
    giftLuckCents: 0,
    playLuckCents: 0,
    turnoverCents: 0,
    turnoverCostCents: 0,
    extractedCents: 0n,
    requests: 0,
  };
  if (inviterCode)
    await send(player, '/api/user/changeInvitationCode', { invitationCode: inviterCode });
  return player;
}

/** What the ledger credited the player under `kind`, in cents. */
async function creditedCents(server: TestServer, userId: number, kind: string) {
  const result = await server.database.db.execute(sql`
    SELECT coalesce(sum(cents), 0)::text AS cents FROM ledger
    WHERE user_id = ${userId} AND currency = 'amount' AND cents > 0 AND kind = ${kind}`);
  return Number(rowsOf<{ cents: string }>(result)[0]?.cents ?? 0);
}

/**
 * Every gift a first day gives without payment: the sign-up packet, the real-name reward, the
 * day's sign-in, the week's turntable spin, and then every red packet and task the centres list
 * as ready. Called again after paying, it takes what the payment unlocked (the recharge packet,
 * the VIP packet, the recharge tasks, the VIP level rewards).
 */
export async function takeGifts(server: TestServer, player: PathPlayer) {
  if (player.paidCents === 0n) {
    await attempt(player, '/api/user/registerReward');
    await send(player, '/api/user/realName', { realName: '张三丰', idNumber: adultIdNumber() });
    await attempt(player, '/api/user/signin');
  }
  const spun = await attempt<{ topPrizeUnlocked?: boolean }>(player, '/api/turntable/spin');
  if (spun) {
    const state = await send<{ topPrizeUnlocked: boolean }>(player, '/api/turntable/state');
    const won = await creditedCents(server, player.userId, 'reward.turntable');
    player.giftLuckCents += won - expectedSpinCents(wheelFor(state.topPrizeUnlocked));
  }
  const levels = await send<{ currentLevel: number; list: Array<{ level: number }> }>(
    player,
    '/api/user/getVipLevelList',
  );
  for (const { level } of levels.list.filter((l) => l.level <= levels.currentLevel)) {
    await attempt(player, '/api/user/getVipReward', { level });
  }
  const packets = await send<{
    packets: Array<{
      id: number;
      kind: string;
      state: string;
      minAmount?: string;
      maxAmount?: string;
    }>;
  }>(player, '/api/redpacket/list');
  for (const packet of packets.packets.filter((p) => p.state === 'receivable')) {
    const got = await send<{ amount: string }>(player, '/api/redpacket/receive', { id: packet.id });
    if (packet.minAmount && packet.maxAmount) {
      const expected = Number(cents(packet.minAmount) + cents(packet.maxAmount)) / 2;
      player.giftLuckCents += Number(cents(got.amount)) - expected;
    }
  }
  const tasks = await send<{ tasks: Array<{ id: string; state: string }> }>(
    player,
    '/api/task/list',
  );
  for (const task of tasks.tasks.filter((t) => t.state === 'claimable')) {
    await send(player, '/api/task/claim', { taskId: task.id });
  }
  const free = await send<{ state: string }>(player, '/api/freeCase/status');
  if (free.state === 'ready') {
    const opened = await send<{ goods: { price: string } }>(player, '/api/freeCase/open');
    const box = await loadRewardBox(server.database.db, FREE_CASE_BOX.kind, FREE_CASE_BOX.slot);
    player.giftLuckCents +=
      Number(cents(opened.goods.price)) - Number(expectedValueCents(box?.contents ?? []));
  }
}

/** Pays `coins` through the recharge screen's call (the sandbox provider pays at once). */
export async function pay(player: PathPlayer, coins: number, couponId?: number) {
  await send(player, '/api/recharge/order', {
    method: 'alipay',
    amount: `${coins}.00`,
    ...(couponId === undefined ? {} : { couponId }),
  });
  player.paidCents += BigInt(coins) * 100n;
}

/**
 * The end of this hour, day and week for the timed boxes: each box the payment joined is drawn
 * for the player, as its period's job would, the drop into the bag.
 */
export async function drawTimedBoxes(server: TestServer, player: PathPlayer) {
  const clock = siteClock('Asia/Shanghai');
  const db = server.database.db;
  for (const rule of TIMED_BOXES) {
    const period = clock.period(rule.period);
    await db.transaction(async (tx) => {
      for (const entrant of await timedBoxEntrants(tx, rule, period)) {
        if (entrant.userId !== player.userId) continue;
        await drawTimedBoxFor(
          tx,
          rule,
          period,
          {
            userId: entrant.userId,
            rechargedCents: entrant.cents,
          },
          new Date(),
        );
      }
    });
  }
  const draws = await db
    .select({ slot: timedBoxDraws.slot, priceCents: timedBoxDraws.priceCents })
    .from(timedBoxDraws)
    .where(eq(timedBoxDraws.userId, player.userId));
  for (const draw of draws) {
    const box = await loadRewardBox(db, 'timed', draw.slot);
    player.giftLuckCents +=
      Number(draw.priceCents) - Number(expectedValueCents(box?.contents ?? []));
  }
}

/** Opens every spread box the player's invitees earned it. */
export async function openSpreadBoxes(server: TestServer, player: PathPlayer) {
  const db = server.database.db;
  const box = await loadRewardBox(db, 'spread', SPREAD_REWARD_BOX.slot);
  const expected = Number(expectedValueCents(box?.contents ?? []));
  while (await attempt(player, '/api/spread/openBox')) player.giftLuckCents -= expected;
  const opened = await db
    .select({ priceCents: spreadBoxes.priceCents })
    .from(spreadBoxes)
    .where(and(eq(spreadBoxes.inviterId, player.userId)));
  for (const row of opened) player.giftLuckCents += Number(row.priceCents ?? 0n);
}

interface Box {
  boxId: number;
  priceCents: bigint;
  expectedCents: number;
}

/** The site boxes (type 1) with each opening's expected drop value at today's prices. */
export async function siteBoxes(server: TestServer): Promise<Box[]> {
  return (await boxRtpReport(server.database.db))
    .filter((b) => b.type === BoxType.site)
    .map((b) => ({
      boxId: b.boxId,
      priceCents: b.priceCents,
      expectedCents: Number(b.priceCents) * b.actualRtp,
    }))
    .sort((a, b) => Number(b.priceCents - a.priceCents));
}

/** Opens the dearest site box it can afford, up to five at a time; false when it can afford none. */
async function openDearest(server: TestServer, player: PathPlayer, boxes: readonly Box[]) {
  const coins = await getBalanceCents(server.database.db, player.userId, 'amount');
  const box = boxes.find((b) => b.priceCents <= coins);
  if (!box) return false;
  const count = Math.min(MAX_OPENS_PER_CALL, Number(coins / box.priceCents));
  const opened = await send<{ results: Array<{ goods: { price: string } }> }>(
    player,
    '/api/box/open',
    { boxId: box.boxId, count },
  );
  for (const result of opened.results) {
    player.playLuckCents += Number(cents(result.goods.price)) - box.expectedCents;
    player.turnoverCents += Number(box.priceCents);
    player.turnoverCostCents +=
      Number(box.priceCents) * (1 - POINTS_PER_COIN_SPENT * POINT_VALUE) - box.expectedCents;
  }
  return true;
}

/** The bag's items (id and price). */
async function bagItems(player: PathPlayer) {
  const items: Array<{ id: number; priceCents: bigint }> = [];
  for (let page = 1; ; page += 1) {
    const listed = await send<{
      list: Array<{ id: number; goods: { price: string } }>;
      total: number;
    }>(player, '/api/user/rucksackGoods', { state: 'bag', page, pageSize: PAGE });
    items.push(...listed.list.map((i) => ({ id: i.id, priceCents: cents(i.goods.price) })));
    if (page * PAGE >= listed.total) return items;
  }
}

async function sellBag(player: PathPlayer) {
  const items = await bagItems(player);
  for (let i = 0; i < items.length; i += 100) {
    await send(player, '/api/user/sell', { ids: items.slice(i, i + 100).map((item) => item.id) });
  }
}

/** Spends the points on the dearest points-mall items it can afford, again and again. */
async function spendPoints(server: TestServer, player: PathPlayer) {
  const page = await send<{ list: Array<{ mallGoodsId: number; cost: string }> }>(
    player,
    '/api/mall/list',
    { currency: 'point', pageSize: PAGE },
  );
  const offers = page.list.sort((a, b) => Number(cents(b.cost) - cents(a.cost)));
  for (;;) {
    const points = await getBalanceCents(server.database.db, player.userId, 'point');
    const offer = offers.find((o) => cents(o.cost) <= points);
    if (!offer) return;
    await send(player, '/api/user/buyMallGoods', { mallGoodsId: offer.mallGoodsId });
  }
}

/** Where a player stands with the wagering lock (the contract's answer). */
export type Standing = WageringStanding;

/** Where the player stands with the lock, as the bag's panel shows it. */
export function standing(player: PathPlayer) {
  return send<Standing>(player, '/api/user/wagering');
}

/** The turnover the server still asks for before the player's items may leave, in cents. */
async function owedTurnoverCents(player: PathPlayer): Promise<bigint> {
  return cents((await standing(player)).owed);
}

/**
 * Wagers until what the server still asks for is no more than the coins in hand, which the last
 * pass (extractEverything) turns over as it turns them into items: opens the dearest boxes it can
 * afford and sells the drops and its points' items, round after round. Stops early when it has
 * nothing left to open (the wager lost it all).
 */
export async function wager(server: TestServer, player: PathPlayer) {
  const boxes = await siteBoxes(server);
  for (;;) {
    const owed = await owedTurnoverCents(player);
    const coins = await getBalanceCents(server.database.db, player.userId, 'amount');
    if (owed <= coins) return;
    if (!(await openDearest(server, player, boxes))) {
      await spendPoints(server, player);
      const items = await bagItems(player);
      if (items.length === 0) return;
    }
    await spendPoints(server, player);
    await sellBag(player);
  }
}

/**
 * Turns every coin it can into items (boxes, dearest first) and every point into points-mall
 * items, then extracts the whole bag; `extractedCents` is what the extraction took out.
 */
export async function extractEverything(server: TestServer, player: PathPlayer) {
  const boxes = await siteBoxes(server);
  while (await openDearest(server, player, boxes));
  await spendPoints(server, player);
  const items = await bagItems(player);
  for (let i = 0; i < items.length; i += 100) {
    const chunk = items.slice(i, i + 100);
    const answer = await player.call('/api/user/extractGoods', { ids: chunk.map((c) => c.id) });
    player.requests += 1;
    if (answer.code !== 0) return answer;
    player.extractedCents += chunk.reduce((sum, c) => sum + c.priceCents, 0n);
  }
  return undefined;
}

/**
 * What the path extracts per coin paid in expectation: the paid coins and the gifts at their
 * expected worth, less the expected cost of the turnover the lock asked for (or the turnover made,
 * when more), at the cost per coin the run's boxes had.
 */
export function expectedPerCoinPaid(
  players: readonly PathPlayer[],
  locked: ReadonlyMap<PathPlayer, Standing>,
) {
  let paid = 0;
  let value = 0;
  let cost = 0;
  for (const player of players) {
    const lock = locked.get(player);
    const given = Number(cents(lock?.locked ?? '0')) - player.giftLuckCents;
    const asked = Number(cents(lock?.required ?? '0'));
    const perCoin = player.turnoverCents > 0 ? player.turnoverCostCents / player.turnoverCents : 0;
    paid += Number(player.paidCents);
    value += Number(player.paidCents) + given;
    cost += perCoin * Math.max(asked, player.turnoverCents);
  }
  return paid > 0 ? (value - cost) / paid : 0;
}
