/**
 * Recharge offers (SPEC section 3 "Recharge order": method, amount, gift or bonus). Every method
 * offers the same amounts; the bonus grows with the amount, in whole basis points of it.
 */
export const RECHARGE_METHODS = ['alipay', 'wechat', 'bank'] as const;
export type RechargeMethod = (typeof RECHARGE_METHODS)[number];

export const RECHARGE_AMOUNTS_COINS = [10, 50, 100, 200, 500, 1000, 2000, 5000] as const;

export interface BonusTier {
  fromCoins: number;
  basisPoints: number;
}

/**
 * Bonus rate by the smallest amount it applies to, in basis points: 1 % from 100, 2 % from 500,
 * 3 % from 1000, 4 % from 2000. A bonus is locked until wagered like every gift, and sized from
 * the edge (economy/limits.ts checkRechargeTiers: with a coupon, at most 6.90 % at BOX_RTP 0.9).
 */
export const BONUS_TIERS: readonly BonusTier[] = [
  { fromCoins: 2000, basisPoints: 400 },
  { fromCoins: 1000, basisPoints: 300 },
  { fromCoins: 500, basisPoints: 200 },
  { fromCoins: 100, basisPoints: 100 },
];

export function bonusCents(amountCents: bigint, tiers: readonly BonusTier[] = BONUS_TIERS): bigint {
  const tier = tiers.find((t) => amountCents >= BigInt(t.fromCoins) * 100n);
  return tier ? (amountCents * BigInt(tier.basisPoints)) / 10_000n : 0n;
}

export function isOfferedAmount(amountCents: bigint): boolean {
  return RECHARGE_AMOUNTS_COINS.some((coins) => BigInt(coins) * 100n === amountCents);
}

export function isRechargeMethod(method: string): method is RechargeMethod {
  return (RECHARGE_METHODS as readonly string[]).includes(method);
}
