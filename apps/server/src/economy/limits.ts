import {
  centsToMoney,
  couponBonusCents,
  moneyToCents,
  type FestivalConfig,
  type NewYearConfig,
} from '@skinbox/api';
import { and, eq } from 'drizzle-orm';
import { SETTING_KEYS } from '../content/rules/settingKeys';
import type { Db } from '../db/database';
import type { Refusal } from '../http/errors';
import { redPackets } from '../db/schema';
import {
  BONUS_TIERS,
  RECHARGE_AMOUNTS_COINS,
  bonusCents,
  type BonusTier,
} from '../recharge/rules/offers';
import type { PeriodicSetup } from '../redpackets/setup';
import { SPREAD_BOX_MIN_THRESHOLD_CENTS } from '../referral/rules/box';
import { MAX_SPREAD_BASIS_POINTS, parseTiers } from '../referral/rules/tiers';
import {
  FESTIVAL_MAX_SHARE,
  LOSS_MAX_BASIS_POINTS,
  NEW_YEAR_MAX_SHARE,
  REBATE_MAX_BASIS_POINTS,
  festivalShare,
  newYearShare,
} from './rules/promotions';
import { ORDER_TURNOVERS, orderBonusLimitShare } from './rules/wagering';

/**
 * The economy's word on what an operator sets (issue 26): each verb that can raise a bonus calls
 * one of these before it changes anything, and the back office calls the same. A refusal is an
 * EconomyLimitError whose message says the limit.
 *
 * What the limits guard: a gift or a bonus is locked until wagered (rules/wagering.ts), so no gift
 * amount takes a path to a full return; what can are the rewards that grow with turnover (their
 * shares are the loops' return, promotions.ts) and a recharge order's bonus, which must stay within
 * ORDER_TURNOVERS turnovers of the payment once locked.
 */
export class EconomyLimitError extends Error {}

/** The economy's word on an operator's setting, in its own words, as the refusal an operator reads. */
export function economyLimitRefusal(error: unknown): Refusal | null {
  return error instanceof EconomyLimitError
    ? { status: 400, key: 'errors.promotionInvalid', params: { detail: error.message } }
    : null;
}

const percent = (share: number) => `${(share * 100).toFixed(2)} %`;

/** The most an order's tier bonus and coupon may add together on `amountCents`, in cents. */
export function orderBonusLimitCents(amountCents: bigint, multiple: number): bigint {
  return BigInt(Math.floor(Number(amountCents) * orderBonusLimitShare(multiple)));
}

/** Refuses recharge bonus tiers above what an order may add (6.90 % at BOX_RTP 0.9). */
export function checkRechargeTiers(tiers: readonly BonusTier[], multiple: number) {
  const limit = orderBonusLimitShare(multiple);
  for (const tier of tiers) {
    if (tier.basisPoints / 10_000 > limit) {
      throw new EconomyLimitError(
        `the bonus from ${tier.fromCoins} coins pays ${percent(tier.basisPoints / 10_000)}; a recharge's bonus and coupon together may add at most ${percent(limit)} of it (a bonus is locked for ${multiple} times its value in turnover, at most ${ORDER_TURNOVERS} turnovers of the recharge)`,
      );
    }
  }
}

export interface CouponTerms {
  denominationsCents: bigint;
  discountTenths: number;
  originConditionCents: bigint;
}

/**
 * Refuses a coupon that, on top of the bonus tier, would make some offered recharge it applies to
 * add more than the order limit: a cash coupon's value, or a discount's share, on every offered
 * amount at or above its minimum.
 */
export function checkCoupon(terms: CouponTerms, multiple: number) {
  const limit = orderBonusLimitShare(multiple);
  for (const coins of RECHARGE_AMOUNTS_COINS) {
    const amountCents = BigInt(coins) * 100n;
    const coupon = couponBonusCents(
      {
        denominations: Number(terms.denominationsCents),
        discount: terms.discountTenths,
        originCondition: Number(terms.originConditionCents),
      },
      amountCents,
    );
    const room = orderBonusLimitCents(amountCents, multiple) - bonusCents(amountCents, BONUS_TIERS);
    if (coupon > room) {
      throw new EconomyLimitError(
        `on a recharge of ${coins} the coupon adds ${centsToMoney(coupon)} to a bonus of ${centsToMoney(bonusCents(amountCents))}; bonus and coupon together may add at most ${percent(limit)} of a recharge, so this coupon at most ${centsToMoney(room > 0n ? room : 0n)} there${terms.discountTenths > 0 ? ' (a higher --discount, or a higher --min)' : ' (a smaller --amount, or a higher --min)'}`,
      );
    }
  }
}

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

function moneySetting(key: string, value: string, leastCents = 0n): bigint {
  if (!MONEY.test(value))
    throw new EconomyLimitError(`${key} is an amount like 2.00, not "${value}"`);
  const cents = moneyToCents(value);
  if (cents < leastCents) {
    throw new EconomyLimitError(`${key} must be at least ${centsToMoney(leastCents)}`);
  }
  return cents;
}

/**
 * The config items that size a reward (economy/rules/entries.ts names them), checked: the gift
 * amounts are well-formed amounts (they are locked, so their size is the lock's business), the
 * ranking pool too (the board's qualifying turnover grows with it), a referral tier pays at most
 * MAX_SPREAD_BASIS_POINTS of an invited recharge and a spread box needs at least 100 coins of
 * recharge. Other config items pass untouched.
 */
export function checkConfigItem(key: string, value: string) {
  switch (key) {
    case SETTING_KEYS.registerPacketAmount:
    case SETTING_KEYS.realNameRewardAmount:
    case SETTING_KEYS.stickerAlbumRewardAmount:
    case SETTING_KEYS.rankingPrizePool:
      moneySetting(key, value);
      return;
    case SETTING_KEYS.spreadBoxThreshold:
      moneySetting(key, value, SPREAD_BOX_MIN_THRESHOLD_CENTS);
      return;
    case SETTING_KEYS.turntableTopPrizeInvites:
      if (!/^\d{1,4}$/.test(value)) {
        throw new EconomyLimitError(`${key} is a number of invited players, not "${value}"`);
      }
      return;
    case SETTING_KEYS.spreadTiers: {
      const tiers = parseTiers(value, Number.POSITIVE_INFINITY);
      if (tiers.length === 0) {
        throw new EconomyLimitError(
          `${key} is "invited:percent" pairs like "0:0.3,5:0.6,20:1", not "${value}"`,
        );
      }
      const dearest = Math.max(...tiers.map((t) => t.basisPoints));
      if (dearest > MAX_SPREAD_BASIS_POINTS) {
        throw new EconomyLimitError(
          `a referral tier pays ${(dearest / 100).toFixed(2)} % of an invited recharge; at most ${(MAX_SPREAD_BASIS_POINTS / 100).toFixed(2)} %`,
        );
      }
      return;
    }
    default:
      return;
  }
}

/**
 * Refuses a periodic red packet that would take the open rebate or loss packets together past
 * their share of turnover or net loss (REBATE_MAX_BASIS_POINTS, LOSS_MAX_BASIS_POINTS): those two
 * grow with what a player spends, so every loop's return counts them at their most.
 */
export async function checkRedPacket(db: Db, setup: PeriodicSetup) {
  if (setup.kind !== 'rebate' && setup.kind !== 'loss') return;
  const open = await db
    .select({ rate: redPackets.rateBasisPoints })
    .from(redPackets)
    .where(and(eq(redPackets.kind, setup.kind), eq(redPackets.status, 'active')));
  const most = setup.kind === 'rebate' ? REBATE_MAX_BASIS_POINTS : LOSS_MAX_BASIS_POINTS;
  const total = open.reduce((sum, row) => sum + (row.rate ?? 0), setup.rateBasisPoints);
  if (total > most) {
    throw new EconomyLimitError(
      `${setup.kind} packets would pay ${total} basis points together; the economy allows ${most} (close one with red-packet-close)`,
    );
  }
}

const share3 = (share: number) => `${(share * 100).toFixed(3)} %`;

/** The catalogue items a festival offers as goods, by id, with their price (activity/actions.ts). */
export type FestivalGoodsLookup = (
  itemIds: readonly number[],
) => Promise<ReadonlyMap<number, { priceCents: string | bigint }>>;

/**
 * Refuses an activity whose prizes would pay more of the turnover than the economy allows (the
 * festival's goods FESTIVAL_MAX_SHARE, a new-year envelope NEW_YEAR_MAX_SHARE); returns what it
 * pays, for the verb to print. The festival's items are looked up by the activity's own query.
 */
export async function checkActivity(
  kind: 'festival' | 'newYear',
  activity: FestivalConfig | NewYearConfig,
  festivalGoods: FestivalGoodsLookup,
): Promise<string> {
  if (Date.parse(activity.endAt) <= Date.parse(activity.startAt)) {
    throw new EconomyLimitError('the activity must end after it starts');
  }
  if (kind === 'festival') {
    const { goods } = activity as FestivalConfig;
    const items = await festivalGoods(goods.map((g) => g.itemId));
    const missing = goods.filter((g) => !items.has(g.itemId)).map((g) => g.itemId);
    if (missing.length > 0) throw new EconomyLimitError(`no catalogue item ${missing.join(', ')}`);
    if (new Set(goods.map((g) => g.key)).size !== goods.length) {
      throw new EconomyLimitError('two festival prizes share a key');
    }
    const share = festivalShare(
      goods.map((g) => ({
        turnoverCents: moneyToCents(g.turnover),
        valueCents: BigInt(items.get(g.itemId)?.priceCents ?? 0),
      })),
    );
    if (share > FESTIVAL_MAX_SHARE) {
      throw new EconomyLimitError(
        `the festival's goods pay ${share3(share)} of the turnover that earns them; at most ${share3(FESTIVAL_MAX_SHARE)}`,
      );
    }
    return `pays at most ${share3(share)} of turnover`;
  }
  const { prizes, entryTurnover } = activity as NewYearConfig;
  const share = newYearShare(
    prizes.map((p) => ({ amountCents: moneyToCents(p.amount), tickets: p.tickets })),
    moneyToCents(entryTurnover),
  );
  if (share > NEW_YEAR_MAX_SHARE) {
    throw new EconomyLimitError(
      `a new-year envelope pays ${share3(share)} of its entry turnover in expectation; at most ${share3(NEW_YEAR_MAX_SHARE)}`,
    );
  }
  return `pays ${share3(share)} of the entry turnover in expectation`;
}
