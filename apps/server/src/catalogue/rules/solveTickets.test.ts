import { TICKETS } from '@skinbox/fairness';
import { describe, expect, it } from 'vitest';
import { returnToPlayer, solveTickets } from './solveTickets';

const prices = [30n, 80n, 150n, 900n, 5000n, 40000n];

describe('solveTickets', () => {
  it.each([0.5, 0.9, 0.95])('lands on an RTP of %f within 0.01%% for a 2-coin box', (rtp) => {
    const tickets = solveTickets(prices, 200 * rtp);
    const contents = tickets.map((t, i) => ({ tickets: t, priceCents: prices[i] ?? 0n }));
    expect(returnToPlayer(contents, 200n)).toBeCloseTo(rtp, 4);
  });

  it('hands out exactly TICKETS tickets, at least one each', () => {
    const tickets = solveTickets(prices, 180);
    expect(tickets.reduce((s, t) => s + t, 0)).toBe(TICKETS);
    expect(Math.min(...tickets)).toBeGreaterThanOrEqual(1);
  });

  it('makes cheaper items more likely', () => {
    const tickets = solveTickets(prices, 180);
    expect(tickets[0]).toBeGreaterThan(tickets[5] ?? 0);
  });

  it('refuses a target no mix of the items can reach', () => {
    expect(() => solveTickets([100n, 200n], 300)).toThrow('strictly between');
  });
});
