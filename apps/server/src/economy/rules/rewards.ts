import { BOARD_SHARE_BASIS_POINTS } from '../../ranking/rules/prizes';
import { WELFARE_VALUE_PER_POINT } from '../../welfare/rules/tiers';
import { PROMOTION_TURNOVER_SHARE } from './promotions';

/**
 * The rewards of issue 18 against the house edge. Two of them grow with turnover, so a greedy
 * player could buy them with box openings: welfare boxes (a welfare point is a coin of turnover,
 * and an opening is worth WELFARE_VALUE_PER_POINT coins per point it takes) and the daily board
 * (a paid place is worth at most BOARD_SHARE_BASIS_POINTS of the turnover that qualifies for it).
 * Together they pay back at
 * most TURNOVER_REWARD_SHARE per coin of turnover, which the box loop's return must leave room for
 * (MAX_BOX_RTP in expectedReturn.ts), together with the rebate, loss, task and activity rewards
 * of promotions.ts (PROMOTION_TURNOVER_SHARE).
 *
 * The others are periodic or one-time and need no turnover (sign-in, the turntable, the sticker
 * album) or need recharge, money from outside (timed boxes): each is claimed once per period per
 * player (the PostgreSQL race tests), so no loop multiplies them; the report prints their cost
 * per player per period.
 */
export const TURNOVER_REWARD_SHARE =
  WELFARE_VALUE_PER_POINT + Number(BOARD_SHARE_BASIS_POINTS) / 10_000 + PROMOTION_TURNOVER_SHARE;

/** A loop's return per coin of turnover when the player also collects every turnover reward. */
export function withTurnoverRewards(loopReturn: number): number {
  return loopReturn + TURNOVER_REWARD_SHARE;
}

/** One reward's cost to the house, for the `economy` ops verb. */
export interface RewardCost {
  reward: string;
  /** 'day', 'week', 'period', 'once', 'room'. */
  per: string;
  /** Coins one player can be paid per period, in expectation (or at most, for fixed amounts). */
  coinsPerPlayer: number;
  /** What the player must do for it, e.g. '500 coins of turnover' or 'recharge 100 in the hour'. */
  takes: string;
  /** The cost as a share of what it takes (turnover or recharge), when it takes coins. */
  share: number | null;
}
