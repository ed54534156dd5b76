import { lucky } from '@skinbox/api';

/** Items below one coin are no lucky targets: their cost at 5 % would round to nothing. */
export const LUCKY_MIN_TARGET_CENTS = 100n;

/** Whether a catalogue item at `priceCents` may be a lucky target. */
export function isLuckyTarget(priceCents: bigint): boolean {
  return priceCents >= LUCKY_MIN_TARGET_CENTS;
}

/** The return to player in basis points (0.9 → 9000), the unit the cost is computed in. */
export function rtpBasisPoints(rtp: number): bigint {
  if (!(rtp > 0 && rtp < 1)) throw new Error(`an RTP is in (0, 1), got ${rtp}`);
  return BigInt(Math.round(rtp * 10_000));
}

/**
 * GAMES.md section 4: a try costs the target's price × chance ÷ RTP, in integer cents rounded
 * up, so a try's expected return (chance × price ÷ cost) never rises above the RTP.
 */
export function luckyCostCents(targetCents: bigint, chancePercent: number, rtp: number): bigint {
  const numerator = targetCents * BigInt(chancePercent) * 100n;
  const denominator = rtpBasisPoints(rtp);
  return (numerator + denominator - 1n) / denominator;
}

/** The cost of every chance the slider offers, LUCKY_MIN_CHANCE to LUCKY_MAX_CHANCE. */
export function luckyCosts(targetCents: bigint, rtp: number) {
  return Array.from({ length: lucky.LUCKY_MAX_CHANCE - lucky.LUCKY_MIN_CHANCE + 1 }, (_, i) => {
    const chance = lucky.LUCKY_MIN_CHANCE + i;
    return { chance, costCents: luckyCostCents(targetCents, chance, rtp) };
  });
}

/** Coins back per coin of one try: chance × price ÷ cost (below the RTP by the rounding). */
export function luckyReturn(targetCents: bigint, chancePercent: number, rtp: number): number {
  const cost = luckyCostCents(targetCents, chancePercent, rtp);
  return Number(BigInt(chancePercent) * targetCents) / Number(100n * cost);
}
