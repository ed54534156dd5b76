/**
 * The referral's bonus ratio by tier (GAMES.md section 7), from the config item SETTING_KEYS.spreadTiers:
 * "invited:percent" pairs separated by commas, e.g. "0:0.3,5:0.6,20:1" (from 0 invited players
 * who recharged, 0.3 % of each invited recharge; from 5, 0.6 %; from 20, 1 %). A tier never pays
 * more than MAX_SPREAD_BASIS_POINTS, so no setting makes recharging through a second account of
 * one's own pay (economy/rules/expectedReturn.ts referralLoopReturn).
 */
export const MAX_SPREAD_BASIS_POINTS = 100;

export const DEFAULT_SPREAD_TIERS = '0:0.3,5:0.6,20:1';

export interface Tier {
  /** Invited players who recharged that the tier needs. */
  invited: number;
  basisPoints: number;
}

const PAIR = /^(\d{1,6}):(\d{1,3}(?:\.\d{1,2})?)$/;

/**
 * The tiers of a setting, lowest first, each capped at `most` (MAX_SPREAD_BASIS_POINTS; the config
 * verb refuses more, economy/limits.ts); a setting that does not parse pays nothing (the settings
 * convention: a malformed value switches a reward off).
 */
export function parseTiers(
  setting: string | undefined,
  most: number = MAX_SPREAD_BASIS_POINTS,
): Tier[] {
  if (setting === undefined) return [];
  const tiers: Tier[] = [];
  for (const part of setting.split(',')) {
    const match = PAIR.exec(part.trim());
    if (!match) return [];
    const basisPoints = Math.round(Number(match[2]) * 100);
    tiers.push({
      invited: Number(match[1]),
      basisPoints: Math.min(basisPoints, most),
    });
  }
  tiers.sort((a, b) => a.invited - b.invited);
  return tiers.filter((tier, i) => tiers.findIndex((t) => t.invited === tier.invited) === i);
}

/** The tier a player with `invited` recharged invitees stands in; none below the first. */
export function tierOf(tiers: readonly Tier[], invited: number): Tier {
  let current: Tier = { invited: 0, basisPoints: 0 };
  for (const tier of tiers) if (tier.invited <= invited) current = tier;
  return current;
}

/** The tier after the one `invited` stands in, if any. */
export function nextTierOf(tiers: readonly Tier[], invited: number): Tier | null {
  return tiers.find((tier) => tier.invited > invited) ?? null;
}

/** The reward on a recharge of `rechargeCents`, rounded down to the cent. */
export function rewardCents(rechargeCents: bigint, basisPoints: number): bigint {
  return (rechargeCents * BigInt(basisPoints)) / 10_000n;
}

/** A ratio as the screens show it: percent with two places ("0.30"). */
export function percentOf(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2);
}
