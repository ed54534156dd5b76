import { moneyToCents, type WageringStanding } from '@skinbox/api';

/** What the bag's lock panel shows: nothing once items may leave. */
export interface LockView {
  /** A first real payment is still to come. */
  needsPayment: boolean;
  /** Turnover is still owed. */
  wagering: boolean;
  /** The turnover made, of what the bonuses and gifts ask, in whole percent (0 to 100). */
  percent: number;
}

/**
 * The lock as the player reads it (issue 26): items leave after a first real payment and once the
 * turnover bonuses and gifts ask for is made; a player who may extract sees no panel (null).
 */
export function lockView(standing: WageringStanding): LockView | null {
  const owed = moneyToCents(standing.owed);
  if (standing.paid && owed === 0n) return null;
  const required = moneyToCents(standing.required);
  const made = moneyToCents(standing.turnover);
  const percent =
    required === 0n ? 100 : Number(((made < required ? made : required) * 100n) / required);
  return { needsPayment: !standing.paid, wagering: owed > 0n, percent };
}
