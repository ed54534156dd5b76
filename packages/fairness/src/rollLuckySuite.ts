import { describe, expect, it } from 'vitest';
import { luckyRoll, luckyWinningTickets } from './lucky';
import { ROLL_ROOM_FULL_VECTOR, ROLL_ROOM_VECTORS, LUCKY_VECTORS } from './rollLuckyVectors';
import { rollPublicSeed, rollRoomDraws } from './rollRoom';

/** One suite for roll room draws and lucky tries, run in Node and in chromium. */
export function describeRollLuckyVectors(environment: string) {
  describe(`roll room and lucky vectors in ${environment}`, () => {
    it.each(ROLL_ROOM_VECTORS)(
      'draws room $roomSeed over $participantIds',
      async ({ roomSeed, participantIds, prizes, publicSeed, draws }) => {
        expect(await rollPublicSeed(participantIds)).toBe(publicSeed);
        const result = await rollRoomDraws(roomSeed, participantIds, prizes);
        expect(result.publicSeed).toBe(publicSeed);
        expect(result.draws).toEqual(draws);
      },
    );

    it('gives every participant of a room as big as its prizes exactly one prize', async () => {
      const { roomSeed, participantIds, publicSeed, positions, winners } = ROLL_ROOM_FULL_VECTOR;
      const result = await rollRoomDraws(roomSeed, participantIds, participantIds.length);
      expect(result.publicSeed).toBe(publicSeed);
      expect(result.draws.map((d) => d.position)).toEqual(positions);
      expect(result.draws.map((d) => d.userId)).toEqual(winners);
      expect(new Set(winners).size).toBe(participantIds.length);
    });

    it('refuses a draw without participants', async () => {
      await expect(rollRoomDraws('seed', [], 3)).rejects.toThrow('participants');
    });

    it.each(LUCKY_VECTORS)(
      'lucky try $nonce at $chancePercent %',
      async ({ serverSeed, clientSeed, nonce, chancePercent, hmac, ticket, won }) => {
        const result = await luckyRoll({ serverSeed, clientSeed, nonce, chancePercent });
        expect(result.hmac).toBe(hmac);
        expect(result.ticket).toBe(ticket);
        expect(result.won).toBe(won);
      },
    );

    it('wins on chance × 100000 tickets: 5000 at 5 %, 80000 at 80 %', () => {
      expect(luckyWinningTickets(5)).toBe(5000);
      expect(luckyWinningTickets(80)).toBe(80000);
      expect(() => luckyWinningTickets(4.5)).toThrow();
      expect(() => luckyWinningTickets(0)).toThrow();
    });
  });
}
