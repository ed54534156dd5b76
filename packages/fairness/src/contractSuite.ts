import { describe, expect, it } from 'vitest';
import {
  contractExpectedCents,
  contractLadder,
  contractRoll,
  contractTickets,
  CONTRACT_RUNGS,
} from './contract';
import { CONTRACT_ROLL_VECTORS, CONTRACT_TICKET_VECTORS } from './contractVectors';
import { TICKETS } from './roll';
import { pickByTicket, ticketRanges } from './tickets';

/** The contract's fixed vectors and rules, run in Node and in chromium. */
export function describeContractVectors(environment: string) {
  describe(`contract vectors in ${environment}`, () => {
    it.each(CONTRACT_TICKET_VECTORS)(
      'odds of $pricesCents for $valueCents at $rtpBasisPoints',
      ({ pricesCents, valueCents, rtpBasisPoints, tickets }) => {
        expect(contractTickets(pricesCents, valueCents, rtpBasisPoints)).toEqual(tickets);
      },
    );

    it.each(CONTRACT_ROLL_VECTORS)(
      'roll of $serverSeed / $clientSeed / $nonce',
      async ({ serverSeed, clientSeed, nonce, hmac, ticket }) => {
        const result = await contractRoll(serverSeed, clientSeed, nonce);
        expect(result.hmac).toBe(hmac);
        expect(result.ticket).toBe(ticket);
      },
    );

    it('draws the rung whose ticket range holds the roll', async () => {
      const vector = CONTRACT_TICKET_VECTORS[0];
      const rolled = CONTRACT_ROLL_VECTORS[0];
      if (!vector || !rolled) throw new Error('missing vectors');
      const ranges = ticketRanges(vector.tickets);
      const result = await contractRoll(rolled.serverSeed, rolled.clientSeed, rolled.nonce);
      // Ticket 207 is in the first (cheapest) rung's range [1, 28115].
      expect(pickByTicket(ranges, result.ticket)).toBe(0);
      expect(ranges.map((r) => r.to - r.from + 1)).toEqual(vector.tickets);
    });
  });

  describe(`contract rules in ${environment}`, () => {
    const candidates = Array.from({ length: 60 }, (_, i) => ({
      goodsId: i + 1,
      priceCents: Math.round(100 * 1.15 ** i),
    }));

    it('keeps the ladder within V / 4 and 4 V, cheapest first, at most 8 rungs', () => {
      const ladder = contractLadder(candidates, 10_000, 9000);
      expect(ladder).toHaveLength(CONTRACT_RUNGS);
      const prices = ladder?.map((c) => c.priceCents) ?? [];
      expect(Math.min(...prices)).toBeGreaterThanOrEqual(2500);
      expect(Math.max(...prices)).toBeLessThanOrEqual(40_000);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('keeps one candidate per price, the lowest goodsId', () => {
      const ladder = contractLadder(
        [
          { goodsId: 9, priceCents: 3000 },
          { goodsId: 4, priceCents: 3000 },
          { goodsId: 5, priceCents: 20_000 },
        ],
        10_000,
        9000,
      );
      expect(ladder?.map((c) => c.goodsId)).toEqual([4, 5]);
    });

    it('has no ladder when nothing lies above the target or fewer than two qualify', () => {
      const cheapOnly = [2600, 3000, 8000].map((priceCents, i) => ({ goodsId: i + 1, priceCents }));
      expect(contractLadder(cheapOnly, 10_000, 9000)).toBeNull();
      expect(contractLadder([{ goodsId: 1, priceCents: 5000 }], 10_000, 9000)).toBeNull();
      expect(contractLadder(candidates, 1, 9000)).toBeNull();
    });

    it.each([1000, 5000, 9000, 9500])(
      'odds at RTP %i bp: whole tickets, each at least 1, expectation just under RTP × V',
      (rtpBasisPoints) => {
        for (const valueCents of [4_001, 10_000, 55_555, 250_000]) {
          const ladder = contractLadder(candidates, valueCents, rtpBasisPoints);
          if (!ladder) continue;
          const prices = ladder.map((c) => c.priceCents);
          const tickets = contractTickets(prices, valueCents, rtpBasisPoints);
          expect(tickets.reduce((s, t) => s + t, 0)).toBe(TICKETS);
          expect(Math.min(...tickets)).toBeGreaterThanOrEqual(1);
          const target = (valueCents * rtpBasisPoints) / 10_000;
          const expected = contractExpectedCents(prices, tickets);
          expect(expected).toBeLessThanOrEqual(target);
          // Whole tickets cost at most one ticket of the dearest rung per rung.
          expect(target - expected).toBeLessThanOrEqual(
            (prices.length * Math.max(...prices)) / TICKETS,
          );
        }
      },
    );
  });
}
