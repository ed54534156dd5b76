import { describe, expect, it } from 'vitest';
import { TASKS, taskTurnoverShare } from '../../tasks/rules/catalogue';
import { DEFAULT_RED_PACKETS } from '../../redpackets/rules/defaults';
import { MAX_BOX_RTP, crashReturn, openAndSellReturn } from './expectedReturn';
import {
  LOSS_MAX_BASIS_POINTS,
  PROMOTION_TURNOVER_SHARE,
  REBATE_MAX_BASIS_POINTS,
  TASK_TURNOVER_SHARE,
  festivalShare,
  newYearShare,
  withLossPackets,
} from './promotions';
import { withTurnoverRewards } from './rewards';

describe('the promotions against the house edge', () => {
  it('pay the task centre at most 0.24 % of box or battle turnover', () => {
    // A week of 100-coin days: 7 × 0.20 + 1.00 on 1000 coins of box turnover.
    expect(taskTurnoverShare(TASKS, 'boxSpend')).toBeCloseTo(0.0024, 10);
    expect(taskTurnoverShare(TASKS, 'battleSpend')).toBeCloseTo(0.0024, 10);
    expect(TASK_TURNOVER_SHARE).toBeCloseTo(0.0024, 10);
  });

  it('add at most 1.24 % of turnover: rebate 0.3, loss 0.3, tasks 0.24, festival 0.2, new year 0.2', () => {
    expect(PROMOTION_TURNOVER_SHARE).toBeCloseTo(0.0124, 10);
  });

  it('keep the seeded rebate and loss packets within their maxima', () => {
    const rate = (kind: 'rebate' | 'loss') =>
      DEFAULT_RED_PACKETS.reduce((sum, p) => sum + (p.kind === kind ? p.rateBasisPoints : 0), 0);
    expect(rate('rebate')).toBeLessThanOrEqual(REBATE_MAX_BASIS_POINTS);
    expect(rate('loss')).toBeLessThanOrEqual(LOSS_MAX_BASIS_POINTS);
  });

  it('leave every loop below a full return with every promotion collected', () => {
    expect(withTurnoverRewards(openAndSellReturn(0.9))).toBeLessThan(1);
    expect(withTurnoverRewards(openAndSellReturn(MAX_BOX_RTP - 0.0001))).toBeLessThan(1);
    expect(withLossPackets(crashReturn(0.01))).toBeCloseTo(0.993, 10);
  });

  it('measure a festival by its most generous turnover step', () => {
    const prizes = [
      { turnoverCents: 100_000n, valueCents: 100n },
      { turnoverCents: 500_000n, valueCents: 800n },
    ];
    // Reaching 5000 coins takes both: 9 coins on 5000 = 0.18 %.
    expect(festivalShare(prizes)).toBeCloseTo(0.0018, 10);
    expect(festivalShare([{ turnoverCents: 0n, valueCents: 1n }])).toBe(Infinity);
  });

  it('measure a new-year envelope by its expected coins on the entry turnover', () => {
    const prizes = [
      { amountCents: 10n, tickets: 90_000 },
      { amountCents: 100n, tickets: 10_000 },
    ];
    // 0.19 coins on 100 coins of turnover.
    expect(newYearShare(prizes, 10_000n)).toBeCloseTo(0.0019, 10);
  });
});
