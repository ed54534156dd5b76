import { isRealPlayer } from '@skinbox/api';

/**
 * One seat's take from a settled battle: the value of the drops it took home as winner (a tie
 * wins nothing: keeping one's own drops is no winning).
 */
export interface Winning {
  userId: number;
  userType: number;
  cents: bigint;
  settledAt: Date;
}

export interface RankRow {
  rank: number;
  userId: number;
  cents: bigint;
}

/**
 * BattleRank (GAMES.md section 1): winnings summed per player over the period [from, to) that the
 * site clock gives for a day or a week; ai and test accounts are left out (GAMES.md section 0).
 * Equal sums rank by who reached the sum first, then by user id, so the board never reorders.
 */
export function rankWinnings(
  winnings: readonly Winning[],
  period: { from: Date; to: Date },
  limit: number,
): RankRow[] {
  const byUser = new Map<number, { cents: bigint; reachedAt: number }>();
  for (const w of winnings) {
    if (!isRealPlayer(w.userType)) continue;
    const at = w.settledAt.getTime();
    if (at < period.from.getTime() || at >= period.to.getTime()) continue;
    const sum = byUser.get(w.userId) ?? { cents: 0n, reachedAt: at };
    byUser.set(w.userId, { cents: sum.cents + w.cents, reachedAt: Math.max(sum.reachedAt, at) });
  }
  return [...byUser]
    .filter(([, sum]) => sum.cents > 0n)
    .sort(
      ([aId, a], [bId, b]) =>
        (a.cents === b.cents ? 0 : a.cents > b.cents ? -1 : 1) ||
        a.reachedAt - b.reachedAt ||
        aId - bId,
    )
    .slice(0, limit)
    .map(([userId, sum], index) => ({ rank: index + 1, userId, cents: sum.cents }));
}
