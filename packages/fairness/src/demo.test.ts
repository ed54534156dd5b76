import { describe, expect, it } from 'vitest';
import { GAME } from './games';
import { demoRoll } from './demo';
import { roll } from './roll';

describe('demoRoll', () => {
  it("is the box roll's formula under the game prefix 'demo', nonce 0, cursor 0", async () => {
    const seed = 'a demo seed';
    const demo = await demoRoll(seed);
    expect(demo).toEqual(
      await roll({ game: GAME.demo, serverSeed: seed, clientSeed: 'demo', nonce: 0, cursor: 0 }),
    );
    // A fixed vector (openssl: printf 'demo:demo:0:0' | openssl dgst -sha256 -hmac 'a demo seed').
    expect(demo.hmac).toBe('70eb44ca16f77486a01ac543c2028a0147d95d16e52b7b19ffd5b3451351c627');
    expect(demo.ticket).toBe(44109);
  });

  it('never gives a box roll of the same seed, nonce and cursor', async () => {
    const seed = 'a demo seed';
    const box = await roll({
      game: 'box',
      serverSeed: seed,
      clientSeed: 'demo',
      nonce: 0,
      cursor: 0,
    });
    expect((await demoRoll(seed)).hmac).not.toBe(box.hmac);
  });
});
