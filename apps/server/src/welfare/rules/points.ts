/**
 * Welfare points (SPEC section 9 "Points drop by 100 at 00:00"). Where they come from is ours to
 * decide (GAMES.md section 6 leaves it open): 1 point per whole coin of turnover, the coins spent
 * opening boxes and in settled battles, the same turnover the daily board ranks. So the points
 * reward playing, and every point has cost its player at least the house edge on a coin.
 *
 * The daily job folds each finished site day into the stored balance: the day's points are added
 * and then 100 taken, never below 0. Between folds a balance is the stored one plus the points
 * of the turnover since the last folded day.
 */
export const WELFARE_DAILY_DROP = 100;

/** Whole points for turnover in cents (1 per coin, a part coin earns nothing). */
export function pointsForTurnover(turnoverCents: bigint): number {
  return turnoverCents > 0n ? Number(turnoverCents / 100n) : 0;
}

/** A stored balance after folding one day that earned `earned` points. */
export function foldDay(points: number, earned: number): number {
  return Math.max(0, points + earned - WELFARE_DAILY_DROP);
}
