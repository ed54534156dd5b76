import { describe, expect, it } from 'vitest';
import { battlePublicSeed, battleRoll, battleRolls, botUserCode } from './battle';
import {
  crashChain,
  crashMessage,
  crashPoint,
  firstBrokenLink,
  followsInChain,
  linksToTerminal,
} from './crash';
import { crashElapsedMs, crashMultiplierAt } from './crashCurve';
import {
  BATTLE_GAME_VECTOR,
  BATTLE_VECTORS,
  BOT_BATTLE_VECTOR,
  CRASH_CHAIN_VECTOR,
  CRASH_DURATION_VECTORS,
  CRASH_MULTIPLIER_VECTORS,
  CRASH_POINT_VECTORS,
  TICKET_RANGE_VECTORS,
} from './fairnessVectors';
import { hmacSha256Hex } from './roll';
import { matchesHash, newSeedPair, rotateSeedPair } from './seeds';
import { pickByTicket, ticketRanges } from './tickets';

/** One suite for the modules beside `roll`, run in Node and in chromium. */
export function describeFairnessVectors(environment: string) {
  describe(`fairness vectors in ${environment}`, () => {
    it.each(TICKET_RANGE_VECTORS)('ticket ranges of $weights', ({ weights, ranges }) => {
      expect(ticketRanges(weights)).toEqual(ranges);
    });

    it('picks the item whose range holds the ticket, at both edges', () => {
      const ranges = ticketRanges([50, 30, 20]);
      expect([1, 50000, 50001, 80000, 80001, 100000].map((t) => pickByTicket(ranges, t))).toEqual([
        0, 0, 1, 1, 2, 2,
      ]);
    });

    it.each(BATTLE_VECTORS)('battle public seed and roll of $userCodes', async (vector) => {
      expect(await battlePublicSeed(vector.userCodes)).toBe(vector.publicSeed);
      const result = await battleRoll(
        vector.roomSeed,
        vector.publicSeed,
        vector.round,
        vector.seat,
      );
      expect(result.hmac).toBe(vector.hmac);
      expect(result.ticket).toBe(vector.ticket);
    });

    it('rolls every round of every seat of a battle', async () => {
      const { roomSeed, userCodes, publicSeed, tickets } = BATTLE_GAME_VECTOR;
      const result = await battleRolls(roomSeed, userCodes, tickets.length);
      expect(result.publicSeed).toBe(publicSeed);
      expect(result.rolls.map((round) => round.map((r) => r.ticket))).toEqual(tickets);
    });

    it('gives bot seats the codes the rule fixes, and rolls a bot-filled room', async () => {
      const { roomSeed, userCodes, botSeats, publicSeed, tickets } = BOT_BATTLE_VECTOR;
      expect(botSeats.map(botUserCode)).toEqual(userCodes.slice(1));
      expect(() => botUserCode(0)).toThrow('seat');
      const result = await battleRolls(roomSeed, userCodes, tickets.length);
      expect(result.publicSeed).toBe(publicSeed);
      expect(result.rolls.map((round) => round.map((r) => r.ticket))).toEqual(tickets);
    });

    it('builds the crash hash chain', async () => {
      expect(await crashChain(CRASH_CHAIN_VECTOR.seed, 4)).toEqual(CRASH_CHAIN_VECTOR.chain);
    });

    it('links each game hash to the one published before it', async () => {
      const [, second, third] = CRASH_CHAIN_VECTOR.chain;
      expect(await followsInChain(second, third)).toBe(true);
      expect(await followsInChain(third, second)).toBe(false);
    });

    it.each(CRASH_POINT_VECTORS)(
      'crash point of $gameHash at edge $houseEdge with salt $salt',
      async ({ gameHash, houseEdge, salt, hmac, point }) => {
        expect(crashMessage(salt)).toBe(salt === null ? 'crash' : `crash:${salt}`);
        if (hmac) expect(await hmacSha256Hex(gameHash, crashMessage(salt))).toBe(hmac);
        expect(await crashPoint(gameHash, houseEdge, salt)).toBe(point);
      },
    );

    it('checks revealed game hashes link by link up to the terminal hash', async () => {
      // Played backwards: game 1 uses the hash just below the terminal one.
      const [first, second, third, terminal] = CRASH_CHAIN_VECTOR.chain;
      const played = [third, second, first];
      expect(await firstBrokenLink(played, terminal)).toBeNull();
      expect(await firstBrokenLink([third, first], terminal)).toBe(1);
      expect(await firstBrokenLink([second], terminal)).toBe(0);
      expect(await linksToTerminal(first, terminal, 10)).toBe(3);
      expect(await linksToTerminal(third, terminal, 10)).toBe(1);
      expect(await linksToTerminal(first, terminal, 2)).toBeNull();
      expect(await linksToTerminal(terminal, first, 10)).toBeNull();
    });

    it.each(CRASH_MULTIPLIER_VECTORS)(
      'multiplier $multiplier after $elapsedMs ms',
      ({ elapsedMs, multiplier }) => {
        expect(crashMultiplierAt(elapsedMs)).toBe(multiplier);
      },
    );

    it.each(CRASH_DURATION_VECTORS)('a round crashing at $point runs $elapsedMs ms', (vector) => {
      expect(crashElapsedMs(vector.point)).toBe(vector.elapsedMs);
      expect(crashMultiplierAt(vector.elapsedMs)).toBeGreaterThanOrEqual(vector.point);
      if (vector.elapsedMs > 0) {
        expect(crashMultiplierAt(vector.elapsedMs - 1)).toBeLessThan(vector.point);
      }
    });

    it('reveals a server seed that matches the hash shown before rotation', async () => {
      const pair = await newSeedPair('mine');
      const { revealed, next } = await rotateSeedPair(pair, 'another');
      expect(await matchesHash(revealed.serverSeed, pair.serverSeedHash)).toBe(true);
      expect(next).toMatchObject({ clientSeed: 'another', nonce: 0 });
      expect(next.serverSeed).not.toBe(pair.serverSeed);
    });
  });
}
