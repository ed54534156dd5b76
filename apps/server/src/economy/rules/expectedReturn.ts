import { SELL_BACK_PERCENT, sellBackCents } from '../../bag/rules/sellBack';
import { mallCostCents, POINTS_PER_COIN } from '../../mall/rules/pricing';
import { TURNOVER_REWARD_SHARE } from './rewards';

/**
 * The expected return of every loop a player can make, per unit spent: 1 means the loop gives
 * back what it costs, so each must stay below 1 (issue 13). A loop's points count at what they
 * bring back at best (POINT_VALUE), since a greedy player turns them into coins too. A game that
 * gives coins, points or items for coins adds its loop here, to the `economy` ops verb and to
 * economyModel/simulation.test.ts.
 */

/** Points credited per coin spent on boxes and in the gold-coin mall (SPEC section 9). */
export const POINTS_PER_COIN_SPENT = 1;

/** Coins an item sale pays per coin of the item's price. */
export const SELL_BACK_RATE = Number(SELL_BACK_PERCENT) / 100;

/** Coins one point brings back at best: spent in the points mall, the item sold. */
export const POINT_VALUE = SELL_BACK_RATE / Number(POINTS_PER_COIN);

/** Open a box of `boxRtp`, sell the drop, cash the points: coins back per coin spent. */
export function openAndSellReturn(boxRtp: number): number {
  return boxRtp * SELL_BACK_RATE + POINTS_PER_COIN_SPENT * POINT_VALUE;
}

/** Buy an item in the gold-coin mall, sell it, cash the points: coins back per coin spent. */
export function coinMallReturn(itemPriceCents: bigint): number {
  const cost = mallCostCents('amount', itemPriceCents);
  return Number(sellBackCents(itemPriceCents)) / Number(cost) + POINTS_PER_COIN_SPENT * POINT_VALUE;
}

/** Buy an item in the points mall and sell it: coins back per point spent. */
export function pointsMallReturn(itemPriceCents: bigint): number {
  return Number(sellBackCents(itemPriceCents)) / Number(mallCostCents('point', itemPriceCents));
}

/**
 * BOX_RTP must stay below this, or opening and selling (with its points and the rewards its
 * turnover earns, rewards.ts) returns what it costs.
 */
export const MAX_BOX_RTP =
  (1 - POINTS_PER_COIN_SPENT * POINT_VALUE - TURNOVER_REWARD_SHARE) / SELL_BACK_RATE;

/**
 * Replacement (tradeup/replacement): items worth B become a target whose replacement price R is
 * its price × `markupBasisPoints`, with R between `minPercentOfBag` % of B and 105 % of B, plus a
 * lucky bag of B − R when R is below B. Coins back per coin offered, at the best R for the player
 * (one end of the range or the other, since the return is linear in R on each side of B).
 */
export function replacementReturn(markupBasisPoints: number, minPercentOfBag: number): number {
  const markup = markupBasisPoints / 10_000;
  const floor = minPercentOfBag / 100;
  const atFloor = (floor / markup) * SELL_BACK_RATE + (1 - floor);
  const atCeiling = (1.05 / markup) * SELL_BACK_RATE;
  return Math.max(atFloor, atCeiling);
}

/** Contract (tradeup/contract): the draw's expected value is at most RTP × V, then sold. */
export function contractReturn(rtpBasisPoints: number): number {
  return (rtpBasisPoints / 10_000) * SELL_BACK_RATE;
}

/** Refine items into ammo, open ammo boxes of `ammoBoxRtp`, sell the drops: coins per coin refined. */
export function refineAmmoBoxReturn(refineRateBasisPoints: number, ammoBoxRtp: number): number {
  return (refineRateBasisPoints / 10_000) * ammoBoxRtp * SELL_BACK_RATE;
}

/**
 * A box battle, its drops sold (battles/): coins back per coin staked. Every seat's rolls are alike
 * and every drop ends with exactly one seat (the winner's, or in a tie each seat's own), so a
 * seat's expected take is one seat's expected drops, whoever fills the other seats, players or
 * the house's bots: the price-weighted RTP of the rounds' boxes. Battles pay no points; their
 * stakes are turnover for welfare points and the daily board (rewards.ts withTurnoverRewards).
 */
export function battleReturn(rounds: ReadonlyArray<{ priceCents: bigint; rtp: number }>): number {
  const staked = rounds.reduce((sum, round) => sum + Number(round.priceCents), 0);
  const expected = rounds.reduce((sum, round) => sum + Number(round.priceCents) * round.rtp, 0);
  return staked > 0 ? (expected / staked) * SELL_BACK_RATE : 0;
}

/**
 * Crash (crash/): the curve reaches m with probability (1 − houseEdge) / m (packages/fairness
 * crashPoint), so cashing out at any m, automatically or by hand, returns (1 − houseEdge) per coin
 * staked; the profit cap and payouts rounded down to the cent only lower it. No points, and crash
 * stakes are not turnover.
 */
export function crashReturn(houseEdge: number): number {
  return 1 - houseEdge;
}

/**
 * Lucky items (lucky/): a try returns at most the RTP its cost is priced at in items
 * (lucky/rules/cost.ts: chance × price ÷ cost, the cost rounded up), sold, plus its points (1 per
 * coin spent). Lucky tries are not turnover for the welfare points or the daily board.
 */
export function luckyTryReturn(itemReturn: number): number {
  return itemReturn * SELL_BACK_RATE + POINTS_PER_COIN_SPENT * POINT_VALUE;
}
