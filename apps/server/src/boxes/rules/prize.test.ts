import { describe, expect, it } from 'vitest';
import { isAnnouncedPrize, ticketsToPercent } from './prize';

describe('isAnnouncedPrize', () => {
  it('announces a drop above the threshold', () => {
    expect(isAnnouncedPrize(10001n, 10000n)).toBe(true);
  });

  it('keeps a drop at the threshold quiet', () => {
    expect(isAnnouncedPrize(10000n, 10000n)).toBe(false);
  });
});

describe('ticketsToPercent', () => {
  it.each([
    [12345, '12.3450'],
    [1, '0.0010'],
    [100000, '100.0000'],
    [33333, '33.3330'],
  ])('%i of 100000 tickets is %s%%', (tickets, percent) => {
    expect(ticketsToPercent(tickets, 100000)).toBe(percent);
  });
});
