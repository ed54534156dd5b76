import { describe, expect, it } from 'vitest';
import { sha256Hex } from './hash';
import { GAME } from './games';
import { luckyPacketCents, redPacketShares } from './redPacket';
import { roll } from './roll';
import {
  LUCKY_PACKET_ROLL_VECTORS,
  LUCKY_PACKET_VECTORS,
  RED_PACKET_SPLIT_VECTORS,
} from './redPacketVectors';

/** One suite for red packet splits and lucky amounts, run in Node and in chromium. */
export function describeRedPacketVectors(environment: string) {
  describe(`red packet vectors in ${environment}`, () => {
    it.each(RED_PACKET_SPLIT_VECTORS)(
      'splits $totalCents cents among $count with seed $serverSeed',
      async ({ serverSeed, clientSeed, totalCents, count, shares }) => {
        const split = await redPacketShares({ serverSeed, clientSeed, totalCents, count });
        expect(split).toEqual(shares);
        expect(split.reduce((sum, share) => sum + share, 0)).toBe(totalCents);
        expect(Math.min(...split)).toBeGreaterThanOrEqual(1);
      },
    );

    it.each(RED_PACKET_SPLIT_VECTORS.filter((v) => 'serverSeedHash' in v))(
      'commits to the seed $serverSeed by its SHA-256',
      async (vector) => {
        expect(await sha256Hex(vector.serverSeed)).toBe(
          'serverSeedHash' in vector ? vector.serverSeedHash : '',
        );
      },
    );

    it('refuses a packet too small to give everyone a cent', async () => {
      await expect(
        redPacketShares({ serverSeed: 's', clientSeed: 'c', totalCents: 2, count: 3 }),
      ).rejects.toThrow('a cent each');
      await expect(
        redPacketShares({ serverSeed: 's', clientSeed: 'c', totalCents: 10, count: 0 }),
      ).rejects.toThrow('whole number');
    });

    it.each(LUCKY_PACKET_VECTORS)(
      'ticket $ticket between $minCents and $maxCents gives $cents',
      ({ ticket, minCents, maxCents, cents }) => {
        expect(luckyPacketCents(ticket, minCents, maxCents)).toBe(cents);
      },
    );

    it.each(LUCKY_PACKET_ROLL_VECTORS)(
      'lucky packet of $clientSeed at nonce $nonce gives $cents cents',
      async ({ serverSeed, clientSeed, nonce, hmac, ticket, minCents, maxCents, cents }) => {
        const result = await roll({
          game: GAME.redPacket,
          serverSeed,
          clientSeed,
          nonce,
          cursor: 0,
        });
        expect(result.hmac).toBe(hmac);
        expect(result.ticket).toBe(ticket);
        expect(luckyPacketCents(result.ticket, minCents, maxCents)).toBe(cents);
      },
    );

    it('refuses tickets outside 1 to 100000 and empty ranges', () => {
      expect(() => luckyPacketCents(0, 1, 2)).toThrow('ticket');
      expect(() => luckyPacketCents(100001, 1, 2)).toThrow('ticket');
      expect(() => luckyPacketCents(5, 10, 9)).toThrow('min');
    });
  });
}
