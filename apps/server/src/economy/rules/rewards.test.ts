import { describe, expect, it } from 'vitest';
import { MAX_BOX_RTP, openAndSellReturn } from './expectedReturn';
import { TURNOVER_REWARD_SHARE, withTurnoverRewards } from './rewards';

describe('the turnover rewards against the house edge', () => {
  it('pay back at most 4.24 % of turnover: 1.5 % in welfare boxes, 1.5 % in board prizes, 1.24 % in promotions', () => {
    expect(TURNOVER_REWARD_SHARE).toBeCloseTo(0.0424, 10);
  });

  it('leave opening and selling with every reward under a full return at the default RTP', () => {
    expect(withTurnoverRewards(openAndSellReturn(0.9))).toBeCloseTo(0.9924, 10);
  });

  it('lower the highest BOX_RTP the configuration accepts so that no RTP below it pays', () => {
    expect(MAX_BOX_RTP).toBeCloseTo(0.9076, 10);
    expect(withTurnoverRewards(openAndSellReturn(MAX_BOX_RTP - 0.0001))).toBeLessThan(1);
    expect(withTurnoverRewards(openAndSellReturn(MAX_BOX_RTP + 0.0001))).toBeGreaterThan(1);
  });
});
