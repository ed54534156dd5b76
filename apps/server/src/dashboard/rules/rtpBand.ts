import { TICKETS } from '@skinbox/fairness';

/**
 * Where a realised return should land when the odds are as set. The mean return per coin of n
 * plays has a standard error of σ/√n; the band is target ± BAND_WIDTH standard errors (99.7 % of
 * honest samples fall inside), and a realised return outside it is a warning: the odds, the prices
 * or the code are not what the target says. Under MIN_PLAYS the normal approximation does not hold
 * yet and the status is 'few' whatever the figure.
 */
export const BAND_WIDTH = 3;
export const MIN_PLAYS = 30;

export type RtpStatus = 'ok' | 'low' | 'high' | 'few';

/** Mean and variance of one opening's item value, in cents, from a box's contents. */
export function openingMoments(contents: ReadonlyArray<{ tickets: number; priceCents: bigint }>) {
  let mean = 0;
  let meanSquare = 0;
  for (const { tickets, priceCents } of contents) {
    const p = tickets / TICKETS;
    const value = Number(priceCents);
    mean += p * value;
    meanSquare += p * value * value;
  }
  return { mean, variance: Math.max(0, meanSquare - mean * mean) };
}

export interface Band {
  low: number;
  high: number;
}

/** target ± BAND_WIDTH × √(variance of the total payout) / total stake. */
export function bandOf(target: number, payoutVariance: number, stakeCents: number): Band {
  const halfWidth = (BAND_WIDTH * Math.sqrt(payoutVariance)) / stakeCents;
  return { low: target - halfWidth, high: target + halfWidth };
}

/**
 * The variance of a game's total payout estimated from its plays (ratio estimator): Σ(x − R·s)²
 * over plays of stake s and payout x, with R the realised return, from the sums SQL returns.
 */
export function sampleVariance(sums: { xx: number; xs: number; ss: number }, realised: number) {
  return Math.max(0, sums.xx - 2 * realised * sums.xs + realised * realised * sums.ss);
}

export function rtpStatus(plays: number, realised: number | null, band: Band | null): RtpStatus {
  if (plays < MIN_PLAYS || realised === null || band === null) return 'few';
  if (realised < band.low) return 'low';
  if (realised > band.high) return 'high';
  return 'ok';
}
