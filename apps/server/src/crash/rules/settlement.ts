import { cashOutTarget, payoutCents } from './payout';

export interface RiddenBet {
  id: number;
  stakeCents: bigint;
  autoCashOut: number | null;
  /** The multiplier of a cash-out already recorded (hundredths), or null while riding. */
  cashedOutAt: number | null;
}

/**
 * 'stands': cashed out before the crash and already paid then; 'cashed': cashed out now at its
 * target, to be paid in the settling transaction; 'lost': the stake goes to the house.
 */
export type BetOutcome =
  | { id: number; outcome: 'stands' }
  | { id: number; outcome: 'cashed'; multiplier: number; payoutCents: bigint }
  | { id: number; outcome: 'lost' };

/**
 * Settles a crashed round, also one interrupted by a restart (GAMES.md section 2): a recorded
 * cash-out stands; a riding bet whose target (auto cash-out or profit cap) the curve reached before
 * the crash is cashed out at that target, since the player fixed it with the bet and the curve is a
 * function of time alone, so it was reached whether or not a process was alive to see it; every
 * other bet loses. Reaching a target at the crash point itself counts: P(point ≥ m) = 0.99 / m is
 * the distribution the house edge is proven on (packages/fairness).
 */
export function settleRound(
  bets: readonly RiddenBet[],
  crashPoint: number,
  maxProfitCents: bigint,
): BetOutcome[] {
  return bets.map((bet) => {
    if (bet.cashedOutAt !== null) return { id: bet.id, outcome: 'stands' };
    const target = cashOutTarget(bet.stakeCents, bet.autoCashOut, maxProfitCents);
    if (target > crashPoint) return { id: bet.id, outcome: 'lost' };
    return {
      id: bet.id,
      outcome: 'cashed',
      multiplier: target,
      payoutCents: payoutCents(bet.stakeCents, target, maxProfitCents),
    };
  });
}

/** The riding bets whose target the curve has reached at `multiplier`: the loop's auto cash-outs. */
export function dueAutoCashOuts<Bet extends RiddenBet>(
  bets: readonly Bet[],
  multiplier: number,
  maxProfitCents: bigint,
): Array<{ bet: Bet; target: number }> {
  return bets.flatMap((bet) => {
    if (bet.cashedOutAt !== null) return [];
    const target = cashOutTarget(bet.stakeCents, bet.autoCashOut, maxProfitCents);
    return target <= multiplier ? [{ bet, target }] : [];
  });
}
