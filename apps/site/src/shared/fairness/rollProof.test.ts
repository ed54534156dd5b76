import { ROLL_VECTORS, sha256Hex } from '@skinbox/fairness';
import { describe, expect, it } from 'vitest';
import { checkRoll } from './rollProof';

const vector = ROLL_VECTORS[0];

async function recordOf(overrides: { game?: string; ticket?: number } = {}) {
  if (!vector) throw new Error('no roll vector');
  return {
    ...vector.input,
    serverSeedHash: await sha256Hex(vector.input.serverSeed),
    ticket: vector.ticket,
    ...overrides,
  };
}

describe('checking a reward roll in the browser', () => {
  it('matches a stored roll recomputed from its revealed seeds', async () => {
    expect(await checkRoll(await recordOf())).toEqual({
      kind: 'checked',
      ticket: vector?.ticket,
      hashMatches: true,
      ticketMatches: true,
    });
  });

  it('keeps each game’s prefix: the same seeds under another game give another ticket', async () => {
    const proof = await checkRoll(await recordOf({ game: 'turntable' }));
    expect(proof).toMatchObject({ kind: 'checked', hashMatches: true, ticketMatches: false });
  });

  it('says a ticket that was not rolled from the seeds differs', async () => {
    const proof = await checkRoll(await recordOf({ ticket: 1 }));
    expect(proof).toMatchObject({ ticketMatches: false });
  });

  it('waits for the server seed while it is secret', async () => {
    expect(await checkRoll({ ...(await recordOf()), serverSeed: null })).toEqual({
      kind: 'sealed',
    });
  });
});
