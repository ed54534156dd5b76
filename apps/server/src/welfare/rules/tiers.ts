/**
 * The welfare (grade) box tiers (DESIGN section 4, SPEC section 9). A tier unlocks at a VIP
 * level (VIP growth is 1 per coin recharged and never goes down) and one opening takes welfare
 * points, which come from turnover (welfare/rules/points.ts). Each opening is worth
 * WELFARE_VALUE_PER_POINT coins per point it takes, in expectation: 1.5 % of the coins whose
 * turnover earned the points, well inside the 5 % a coin of turnover costs a player at the
 * default box RTP (economy/rules/expectedReturn.ts counts it against BOX_RTP's ceiling).
 */
export interface WelfareTierRule {
  tier: number;
  /** VIP level that unlocks the tier. */
  vipLevel: number;
  /** Welfare points one opening takes. */
  points: number;
  /** Expected value the tier's contents are solved for, in cents. */
  valueCents: bigint;
}

/** Coins of expected value per welfare point an opening takes. */
export const WELFARE_VALUE_PER_POINT = 0.015;

const tier = (tier: number, vipLevel: number, points: number): WelfareTierRule => ({
  tier,
  vipLevel,
  points,
  valueCents: BigInt(Math.round(points * WELFARE_VALUE_PER_POINT * 100)),
});

export const WELFARE_TIERS: readonly WelfareTierRule[] = [
  tier(1, 1, 100),
  tier(2, 2, 200),
  tier(3, 3, 500),
  tier(4, 5, 1_000),
  tier(5, 7, 2_000),
  tier(6, 10, 5_000),
];

export function welfareTier(tier: number): WelfareTierRule | undefined {
  return WELFARE_TIERS.find((rule) => rule.tier === tier);
}
