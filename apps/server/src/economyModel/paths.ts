import { BoxType, FREE_CASE_VIP_LEVEL, couponBonusCents } from '@skinbox/api';
import { asc, eq, gt, isNull, or } from 'drizzle-orm';
import { boxRtpReport } from '../catalogue/rtpReport';
import { SETTING_KEYS } from '../content/rules/settingKeys';
import { readMoneySetting } from '../content/settings';
import { FREE_CASE_BOX } from '../freecase/names';
import type { Db } from '../db/database';
import { coupons, exchangeCodes, redPackets, signinAwards } from '../db/schema';
import { bonusCents } from '../recharge/rules/offers';
import { packetFromRow, type PacketDefinition } from '../redpackets/rules/packets';
import { SPREAD_REWARD_BOX } from '../referral/names';
import { rewardCents, tierOf } from '../referral/rules/tiers';
import { readSpreadSettings } from '../referral/settings';
import { openHousePrizes } from '../roll/queries';
import { TASKS } from '../tasks/rules/catalogue';
import { TIMED_BOXES } from '../timebox/rules/boxes';
import { expectedSpinCents, wheelFor } from '../turntable/rules/prizes';
import { loadVipLevels } from '../vip/queries';
import { levelForGrowth } from '../vip/rules/levels';
import { expectedValueCents, loadRewardBox, loadRewardBoxes } from '../welfare/rewardBoxes';
import type { LoopReturn } from './report';
import { ENTRIES, type EntryClass } from '../economy/rules/entries';
import { POINT_VALUE } from '../economy/rules/expectedReturn';
import { extractablePerCoinPaid, turnoverEdge, wagerMultipleFor } from '../economy/rules/wagering';

/** The recharge sizes the model plays (issue 26), in coins. */
export const RECHARGE_SIZES = [100, 500, 1_000, 2_000, 5_000] as const;
/** The self-referral path: an inviter and its invitees, all one person, each paying this. */
export const SELF_REFERRED_ACCOUNTS = 4;
const SELF_REFERRED_PAYMENT = 100;

/** How many periods of each length a player's first week holds. */
const PERIODS_IN_A_WEEK: Record<string, number> = { day: 7, week: 1, month: 1, year: 1 };

const coins = (cents: bigint | number) => Number(cents) / 100;

/** What one entry gives on a path, in coins of expected value. */
export interface PathGift {
  entry: string;
  coins: number;
}

export interface PathReport {
  path: string;
  /** Coins paid by every account of the path. */
  paid: number;
  gifts: PathGift[];
  /** The gifts' value: all of it locked. */
  locked: number;
  /** The turnover the lock asks for. */
  required: number;
  /** Extractable value per coin paid; for a path that pays nothing, per account (0: it cannot). */
  extractable: number;
}

export interface PathsReport {
  /** What a coin of turnover costs at the best site box at today's prices, with every reward. */
  edge: number;
  multiple: number;
  paths: PathReport[];
}

/** The settings, packets, tasks, boxes and levels the paths read, at today's values. */
async function readSources(db: Db, now: Date) {
  const [register, realName, album, awards, packets, levels, timed, spreadBox, spread, roll, free] =
    await Promise.all([
      readMoneySetting(db, SETTING_KEYS.registerPacketAmount),
      readMoneySetting(db, SETTING_KEYS.realNameRewardAmount),
      readMoneySetting(db, SETTING_KEYS.stickerAlbumRewardAmount),
      db.select().from(signinAwards).orderBy(asc(signinAwards.day)),
      db.select().from(redPackets).where(eq(redPackets.status, 'active')),
      loadVipLevels(db),
      loadRewardBoxes(db, 'timed'),
      loadRewardBox(db, 'spread', SPREAD_REWARD_BOX.slot),
      readSpreadSettings(db),
      openHousePrizes(db),
      loadRewardBox(db, FREE_CASE_BOX.kind, FREE_CASE_BOX.slot),
    ]);
  const codes = await db
    .select({ coinsCents: exchangeCodes.coinsCents })
    .from(exchangeCodes)
    .where(or(isNull(exchangeCodes.endsAt), gt(exchangeCodes.endsAt, now)));
  const couponTerms = await db.select().from(coupons);
  return {
    register,
    realName,
    album,
    awards,
    packets: packets.map(packetFromRow),
    levels,
    timed,
    spreadBoxCents: expectedValueCents(spreadBox?.contents ?? []),
    freeCaseCents: expectedValueCents(free?.contents ?? []),
    spread,
    roll,
    codes,
    coupons: couponTerms,
  };
}
type Sources = Awaited<ReturnType<typeof readSources>>;

const periodic = (packet: PacketDefinition) =>
  packet.kind === 'password' ? 1 : (PERIODS_IN_A_WEEK[packet.period] ?? 1);

/** The gifts of a first week that need no payment. */
function giftsWithoutPayment(s: Sources, topPrizeUnlocked: boolean): PathGift[] {
  const signin = s.awards.reduce(
    (sum, a) => sum + (a.kind === 'point' ? coins(a.cents) * POINT_VALUE : coins(a.cents)),
    0,
  );
  const packet = (kind: PacketDefinition['kind']) =>
    s.packets.reduce((sum, p) => {
      if (p.kind !== kind) return sum;
      if (p.kind === 'lucky') return sum + (coins(p.minCents + p.maxCents) / 2) * periodic(p);
      if (p.kind === 'activity') return sum + coins(p.amountCents) * periodic(p);
      if (p.kind === 'password') return sum + coins(p.totalCents) / p.count;
      return sum;
    }, 0);
  const task = (kind: string) =>
    TASKS.filter((t) => t.kind === kind).reduce(
      (sum, t) => sum + coins(t.rewardCents) * (PERIODS_IN_A_WEEK[t.period] ?? 1),
      0,
    );
  return [
    { entry: 'register packet', coins: coins(s.register) },
    { entry: 'real-name reward', coins: coins(s.realName) },
    { entry: 'sticker album', coins: coins(s.album) },
    { entry: 'sign-in', coins: signin },
    { entry: 'sign-in task', coins: task('signin') },
    { entry: 'lucky red packet', coins: packet('lucky') },
    { entry: 'activity red packet', coins: packet('activity') },
    { entry: 'password red packet', coins: packet('password') },
    {
      entry: 'exchange code coins',
      coins: s.codes.reduce((sum, c) => sum + coins(c.coinsCents ?? 0n), 0),
    },
    { entry: 'roll room prize', coins: coins(s.roll.dearestCents) * s.roll.rooms },
    { entry: 'turntable', coins: coins(expectedSpinCents(wheelFor(topPrizeUnlocked))) },
  ];
}

/** What a payment of `paidCents` brings on top: its bonus, coupon, level and recharge rewards. */
function giftsOfPayment(s: Sources, paidCents: bigint): PathGift[] {
  const level = levelForGrowth(s.levels, paidCents);
  const coupon = s.coupons.reduce((best, c) => {
    const bonus = couponBonusCents(
      {
        denominations: Number(c.denominationsCents),
        discount: c.discountTenths,
        originCondition: Number(c.originConditionCents),
      },
      paidCents,
    );
    return bonus > best ? bonus : best;
  }, 0n);
  const timed = TIMED_BOXES.filter(
    (rule) => paidCents >= rule.thresholdCents && level >= rule.vipLevel,
  ).reduce((sum, rule) => {
    const box = s.timed.find((b) => b.slot === rule.slot);
    return sum + coins(expectedValueCents(box?.contents ?? []));
  }, 0);
  const packets = (kind: 'recharge' | 'vip') =>
    s.packets.reduce((sum, p) => {
      if (p.kind === 'recharge' && kind === 'recharge' && paidCents >= p.thresholdCents) {
        return sum + coins(p.amountCents);
      }
      if (p.kind === 'vip' && kind === 'vip' && level > 0) {
        return sum + coins(p.vipCents[Math.min(level, p.vipCents.length) - 1] ?? 0n) * periodic(p);
      }
      return sum;
    }, 0);
  return [
    { entry: 'recharge bonus tier', coins: coins(bonusCents(paidCents)) },
    { entry: 'coupon', coins: coins(coupon) },
    {
      entry: 'VIP level reward',
      coins: s.levels.filter((l) => l.level <= level).reduce((sum, l) => sum + coins(l.reward), 0),
    },
    { entry: 'recharge red packet', coins: packets('recharge') },
    { entry: 'VIP red packet', coins: packets('vip') },
    {
      entry: 'recharge task',
      coins: TASKS.filter((t) => t.kind === 'recharge' && paidCents >= t.goal).reduce(
        (sum, t) => sum + coins(t.rewardCents),
        0,
      ),
    },
    { entry: 'timed box', coins: timed },
    {
      entry: 'free daily case',
      coins:
        level >= FREE_CASE_VIP_LEVEL ? coins(s.freeCaseCents) * (PERIODS_IN_A_WEEK.day ?? 1) : 0,
    },
  ];
}

/** What the inviter of `invitees` paying accounts of its own is given for them. */
function giftsOfReferral(s: Sources, invitees: number, paidCents: bigint): PathGift[] {
  let share = 0n;
  for (let i = 0; i < invitees; i += 1) {
    share += rewardCents(paidCents, tierOf(s.spread.tiers, i).basisPoints);
  }
  const boxes = paidCents >= s.spread.boxThresholdCents ? invitees : 0;
  return [
    { entry: 'referral share', coins: coins(share) },
    { entry: 'spread box', coins: coins(s.spreadBoxCents) * boxes },
    {
      entry: 'invite task',
      coins: TASKS.filter((t) => t.kind === 'invite' && invitees >= Number(t.goal)).reduce(
        (sum, t) => sum + coins(t.rewardCents),
        0,
      ),
    },
  ];
}

function pathOf(
  path: string,
  paid: number,
  gifts: PathGift[],
  edge: number,
  multiple: number,
): PathReport {
  const locked = gifts.reduce((sum, g) => sum + g.coins, 0);
  const extractable = extractablePerCoinPaid({ paid, locked, edge, multiple });
  return { path, paid, gifts, locked, required: locked * multiple, extractable };
}

/** Adds gift lists entry by entry. */
function sum(...lists: PathGift[][]): PathGift[] {
  const total = new Map<string, number>();
  for (const gift of lists.flat()) total.set(gift.entry, (total.get(gift.entry) ?? 0) + gift.coins);
  return [...total].map(([entry, value]) => ({ entry, coins: value }));
}

/**
 * The model of issue 26: for a fresh account that pays one recharge size, or never pays, or a
 * person paying 100 on each of four accounts invited by one of them, everything a first week gives
 * (economy/rules/entries.ts, at today's settings and prices), all of it locked, and what the path
 * can extract per coin paid once the lock is wagered at the best loop's edge (the best site box at
 * today's prices with every turnover reward at its ceiling).
 */
export async function pathsReport(db: Db, boxRtp: number, now: Date): Promise<PathsReport> {
  const sources = await readSources(db, now);
  const siteBoxes = (await boxRtpReport(db)).filter((b) => b.type === BoxType.site);
  const bestRtp = Math.max(...siteBoxes.map((b) => b.actualRtp), 0);
  const edge = turnoverEdge(bestRtp);
  const multiple = wagerMultipleFor(boxRtp);
  const free = giftsWithoutPayment(sources, false);
  const paths = RECHARGE_SIZES.map((size) =>
    pathOf(
      `pays ${size}`,
      size,
      sum(free, giftsOfPayment(sources, BigInt(size) * 100n)),
      edge,
      multiple,
    ),
  );
  const invitees = SELF_REFERRED_ACCOUNTS - 1;
  const paymentCents = BigInt(SELF_REFERRED_PAYMENT) * 100n;
  const everyAccount = sum(
    ...Array.from({ length: invitees }, () => [
      ...giftsWithoutPayment(sources, false),
      ...giftsOfPayment(sources, paymentCents),
    ]),
    giftsWithoutPayment(sources, true),
    giftsOfPayment(sources, paymentCents),
    giftsOfReferral(sources, invitees, paymentCents),
  );
  paths.push(
    pathOf(
      `${SELF_REFERRED_ACCOUNTS} self-referred accounts paying ${SELF_REFERRED_PAYMENT}`,
      SELF_REFERRED_ACCOUNTS * SELF_REFERRED_PAYMENT,
      everyAccount,
      edge,
      multiple,
    ),
  );
  const never = pathOf('never pays (per account)', 0, free, edge, multiple);
  paths.push(never);
  return { edge, multiple, paths };
}

/** Selling an item returns what it is worth: a conversion at par, not a way value enters. */
const AT_PAR = 'sell-back rate';

export interface EntryReturn {
  entry: string;
  cls: EntryClass;
  /** Value back per coin it costs; null where today's catalogue has nothing for the loop. */
  value: number | null;
  basis: string;
  /** Whether the value counts against the rule that nothing returns a full coin. */
  checked: boolean;
}

/**
 * Every entry with its return: a locked gift returns its value per coin its wagering costs in
 * expectation (1 / (edge × multiple)), a turnover reward rides in the loops' return (the best is
 * 1 − edge), a loop returns its report figure, and a payment returns what the best path extracts
 * per coin paid.
 */
export function entryReturns(report: PathsReport, loops: readonly LoopReturn[]): EntryReturn[] {
  const paying = report.paths.filter((p) => p.paid > 0);
  return ENTRIES.filter((e) => e.cls !== 'move').map((entry) => {
    switch (entry.cls) {
      case 'payment':
        return {
          entry: entry.key,
          cls: entry.cls,
          value: Math.max(...paying.map((p) => p.extractable)),
          basis: 'extractable per coin paid, best path below',
          checked: true,
        };
      case 'locked':
        return {
          entry: entry.key,
          cls: entry.cls,
          value: 1 / (report.edge * report.multiple),
          basis: `locked for ${report.multiple} × its value in turnover: value per coin that costs`,
          checked: true,
        };
      case 'turnover':
        return {
          entry: entry.key,
          cls: entry.cls,
          value: 1 - report.edge,
          basis: 'a share of turnover, in the loops’ return (best: box open with every reward)',
          checked: true,
        };
      default: {
        const loop = loops.find((l) => l.loop === entry.loop);
        return {
          entry: entry.key,
          cls: entry.cls,
          value: loop?.best ?? null,
          basis: loop
            ? `${entry.loop}, best from ${loop.bestOf}`
            : `${entry.loop}: nothing to play today`,
          checked: entry.loop !== AT_PAR,
        };
      }
    }
  });
}
