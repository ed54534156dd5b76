import { describe, expect, it } from 'vitest';
import {
  extractablePerCoinPaid,
  orderBonusLimitShare,
  owedTurnoverCents,
  requiredTurnoverCents,
  turnoverEdge,
  wagerMultiple,
  wagerMultipleFor,
} from './wagering';

describe('the lock on bonuses and gifts', () => {
  it('sizes the multiple from the edge: a coin of turnover costs 0.0076 at BOX_RTP 0.9, so 145', () => {
    expect(turnoverEdge(0.9)).toBeCloseTo(0.0076, 10);
    expect(wagerMultipleFor(0.9)).toBe(145);
    // The wagering a gift asks for costs more than the gift, by the margin.
    expect(turnoverEdge(0.9) * wagerMultipleFor(0.9)).toBeGreaterThan(1.1);
  });

  it('asks more the thinner the edge, and locks for good when there is none', () => {
    expect(wagerMultipleFor(0.905)).toBeGreaterThan(wagerMultipleFor(0.9));
    expect(wagerMultiple(0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('owes the required turnover less the turnover made, never below zero', () => {
    expect(requiredTurnoverCents(200n, 145)).toBe(29_000n);
    expect(owedTurnoverCents(29_000n, 10_000n)).toBe(19_000n);
    expect(owedTurnoverCents(29_000n, 40_000n)).toBe(0n);
  });

  it('lets a path extract less than it paid, whatever it is given', () => {
    const edge = turnoverEdge(0.9);
    const multiple = wagerMultipleFor(0.9);
    const at = (locked: number) => extractablePerCoinPaid({ paid: 100, locked, edge, multiple });
    // The most any amount of gifts can bring: 1 + 1/W − edge, at gifts of paid / W.
    expect(at(100 / multiple)).toBeCloseTo(1 + 1 / multiple - edge, 10);
    for (const locked of [0, 0.1, 1, 10, 100, 10_000]) {
      expect(at(locked)).toBeLessThanOrEqual(at(100 / multiple) + 1e-12);
      expect(at(locked)).toBeLessThan(1);
    }
    // Without a lock, 8 % of gifts on a 0.9924 loop returned 1.07 (what the issue measured).
    expect(extractablePerCoinPaid({ paid: 100, locked: 8, edge, multiple: 0 })).toBeGreaterThan(1);
  });

  it('extracts nothing, not less, where the turnover costs more than the path holds', () => {
    // A database with no site box to play: the best loop is the turnover rewards alone.
    expect(extractablePerCoinPaid({ paid: 100, locked: 4.15, edge: 0.9076, multiple: 145 })).toBe(0);
    expect(extractablePerCoinPaid({ paid: 100, locked: 0, edge: 0.5, multiple: 145 })).toBe(0.5);
  });

  it('extracts nothing for an account that never paid', () => {
    expect(extractablePerCoinPaid({ paid: 0, locked: 30, edge: 0.0076, multiple: 145 })).toBe(0);
  });

  it('keeps an order bonus within ten turnovers of the recharge: 6.90 % at a multiple of 145', () => {
    expect(orderBonusLimitShare(145)).toBeCloseTo(0.06897, 5);
  });
});
