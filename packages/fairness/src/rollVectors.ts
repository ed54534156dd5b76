import { describe, expect, it } from 'vitest';
import { roll, TICKETS } from './roll';
import { ROLL_VECTORS } from './vectors';

/** One suite, run in Node (roll.test.ts) and in chromium (roll.browser.test.ts). */
export function describeRollVectors(environment: string) {
  describe(`roll in ${environment}`, () => {
    it.each(ROLL_VECTORS)(
      'reproduces vector $input.game/$input.nonce/$input.cursor',
      async (vector) => {
        const result = await roll(vector.input);
        expect(result.hmac).toBe(vector.hmac);
        expect(result.ticket).toBe(vector.ticket);
      },
    );

    it('keeps tickets in [1, TICKETS] and floats in [0, 1)', async () => {
      for (let nonce = 0; nonce < 200; nonce += 1) {
        const { ticket, float } = await roll({
          game: 'box',
          serverSeed: 's',
          clientSeed: 'c',
          nonce,
          cursor: 0,
        });
        expect(ticket).toBeGreaterThanOrEqual(1);
        expect(ticket).toBeLessThanOrEqual(TICKETS);
        expect(float).toBeGreaterThanOrEqual(0);
        expect(float).toBeLessThan(1);
      }
    });

    it('gives another game prefix another roll', async () => {
      const base = { serverSeed: 's', clientSeed: 'c', nonce: 7, cursor: 0 };
      const box = await roll({ ...base, game: 'box' });
      const battle = await roll({ ...base, game: 'battle' });
      expect(box.hmac).not.toBe(battle.hmac);
    });
  });
}
