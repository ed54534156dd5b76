import { describe, expect, it } from 'vitest';
import { newYearPrizeFor, newYearWheel } from './newYearWheel';
import { isLive } from './window';

const text = (word: string) => ({ zh: word, en: word, vi: word, ko: word, tw: word });

describe('an activity window', () => {
  const activity = { startAt: '2027-01-20T16:00:00.000Z', endAt: '2027-02-20T16:00:00.000Z' };
  it('runs from its start, included, to its end, excluded', () => {
    expect(isLive(activity, new Date('2027-01-20T15:59:59.999Z'))).toBe(false);
    expect(isLive(activity, new Date('2027-01-20T16:00:00.000Z'))).toBe(true);
    expect(isLive(activity, new Date('2027-02-20T15:59:59.999Z'))).toBe(true);
    expect(isLive(activity, new Date('2027-02-20T16:00:00.000Z'))).toBe(false);
  });
});

describe('the new-year wheel', () => {
  const prizes = [
    { name: text('福'), amount: '0.18', tickets: 60_000 },
    { name: text('禄'), amount: '0.88', tickets: 39_000 },
    { name: text('寿'), amount: '8.88', tickets: 1_000 },
  ];

  it('gives each prize its tickets in order', () => {
    expect(newYearWheel(prizes).map((slice) => slice.range)).toEqual([
      { from: 1, to: 60_000 },
      { from: 60_001, to: 99_000 },
      { from: 99_001, to: 100_000 },
    ]);
  });

  it('picks the prize whose range holds the ticket', () => {
    expect(newYearPrizeFor(prizes, 60_000).index).toBe(0);
    expect(newYearPrizeFor(prizes, 60_001).index).toBe(1);
    expect(newYearPrizeFor(prizes, 100_000).prize.amount).toBe('8.88');
  });
});
