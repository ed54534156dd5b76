import { openAndSellReturn } from './expectedReturn';
import { withTurnoverRewards } from './rewards';

/**
 * The lock on what the house gives (issue 26). A coin or an item the house gives outside a game's
 * own return (a recharge bonus, a coupon, a gift, a red packet, a reward box: economy/entries.ts
 * says which) is locked until the player has turned over (spent opening boxes or staked in settled
 * battles) WAGER_MULTIPLE times its value; items leave the site (extraction) only when nothing is
 * locked, and only after a first real payment.
 *
 * Turning a coin over costs the player the house edge of the best loop that counts as turnover:
 * opening a box, selling the drop, cashing the points and collecting every reward its turnover
 * earns (turnoverEdge, 0.0076 at BOX_RTP 0.9). The multiple is sized from that edge so the
 * wagering a gift asks for costs more than the gift, by WAGER_MARGIN: 145 at BOX_RTP 0.9. A path
 * then returns at most 1 + 1 / W − edge per coin paid, whatever it is given
 * (extractablePerCoinPaid): 0.9993.
 */
export const WAGER_MARGIN = 0.1;

/** What a coin of turnover costs the player at best: 1 − the box loop's return with every reward. */
export function turnoverEdge(boxRtp: number): number {
  return 1 - withTurnoverRewards(openAndSellReturn(boxRtp));
}

/** The turnover asked per coin of locked value, sized from the edge; none without an edge. */
export function wagerMultiple(edge: number): number {
  if (!(edge > 0)) return Number.POSITIVE_INFINITY;
  return Math.ceil((1 + WAGER_MARGIN) / edge);
}

/** The multiple a site whose boxes are solved for `boxRtp` (config BOX_RTP) asks: 145 at 0.9. */
export function wagerMultipleFor(boxRtp: number): number {
  return wagerMultiple(turnoverEdge(boxRtp));
}

/** The turnover a locked value asks for, in cents. */
export function requiredTurnoverCents(lockedCents: bigint, multiple: number): bigint {
  return lockedCents * BigInt(multiple);
}

/** The turnover still owed before items may leave: what is required less what was turned over. */
export function owedTurnoverCents(requiredCents: bigint, turnoverCents: bigint): bigint {
  return requiredCents > turnoverCents ? requiredCents - turnoverCents : 0n;
}

/**
 * What a path extracts per coin paid in expectation: `paid` coins and `locked` coins of gifts, the
 * paid coins turned over at least once (a coin becomes an item only through a box; a gift may
 * already be one) and everything as often as the lock asks, each coin of turnover costing `edge`.
 * Zero when nothing was paid: items never leave an account that has not paid; never below zero,
 * since a path whose turnover costs more than it holds has simply nothing left to extract.
 */
export function extractablePerCoinPaid({
  paid,
  locked,
  edge,
  multiple,
}: {
  paid: number;
  locked: number;
  edge: number;
  multiple: number;
}): number {
  if (paid <= 0) return 0;
  const turnover = Math.max(locked * multiple, paid);
  return Math.max(0, (paid + locked - edge * turnover) / paid);
}

/**
 * A recharge order's bonus (its tier and a coupon) is locked like any gift, and sized so that the
 * turnover it asks for stays within ORDER_TURNOVERS turnovers of the payment: a player is never
 * asked to play a recharge more than ten times over for its bonus.
 */
export const ORDER_TURNOVERS = 10;

/** The most an order's bonus and coupon may add together, as a share of the amount paid. */
export function orderBonusLimitShare(multiple: number): number {
  return ORDER_TURNOVERS / multiple;
}
