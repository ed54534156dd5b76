import { ROLL_ROOM_VECTORS } from '@skinbox/fairness';
import { describe, expect, it } from 'vitest';
import { verifyRollRoom } from './verifyRoll';

const [vector] = ROLL_ROOM_VECTORS;
if (!vector) throw new Error('no roll room vector');
const seeds = {
  serverSeedHash: '',
  serverSeed: vector.roomSeed,
  publicSeed: vector.publicSeed,
  participantIds: [...vector.participantIds],
  draws: vector.draws.map(({ hmac: _hmac, ...draw }) => draw),
};

describe('verifying a roll room in the browser', () => {
  it('agrees with a draw the fairness vectors fix', async () => {
    const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(vector.roomSeed));
    const serverSeedHash = Array.from(new Uint8Array(hash), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    expect(await verifyRollRoom({ ...seeds, serverSeedHash }, vector.prizes)).toEqual({
      hashMatches: true,
      publicSeedMatches: true,
      drawsMatch: true,
    });
  });

  it('catches a winner changed after the draw, and a seed that is not the committed one', async () => {
    const [first, ...rest] = seeds.draws;
    if (!first) throw new Error('no draw');
    const forged = { ...seeds, draws: [{ ...first, userId: 4 }, ...rest] };
    expect(await verifyRollRoom(forged, vector.prizes)).toMatchObject({
      hashMatches: false,
      drawsMatch: false,
    });
  });

  it('waits for the draw to reveal the seed', async () => {
    expect(await verifyRollRoom({ ...seeds, serverSeed: null }, 3)).toBeNull();
  });
});
