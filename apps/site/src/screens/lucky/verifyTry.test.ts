import type { LuckyTry } from '@skinbox/api';
import { LUCKY_VECTORS, sha256Hex } from '@skinbox/fairness';
import { describe, expect, it } from 'vitest';
import { verifyLuckyTry } from './verifyTry';

const vector = LUCKY_VECTORS[2];
if (!vector) throw new Error('no lucky vector');

async function attempt(overrides: Partial<LuckyTry> = {}): Promise<LuckyTry> {
  return {
    tryId: 1,
    goods: { goodsId: 1, name: 'AK', image: '', price: '10.00', quality: 'covert', exterior: null },
    chance: vector.chancePercent,
    cost: '0.56',
    won: vector.won,
    ticket: vector.ticket,
    winningTickets: vector.chancePercent * 1000,
    rollId: 9,
    serverSeedHash: await sha256Hex(vector.serverSeed),
    serverSeed: vector.serverSeed,
    clientSeed: vector.clientSeed,
    nonce: vector.nonce,
    bagItemId: vector.won ? 3 : null,
    createdAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

describe('verifying a lucky try in the browser', () => {
  it('agrees with a try the fairness vectors fix', async () => {
    expect(await verifyLuckyTry(await attempt())).toBe('verified');
  });

  it('catches a changed ticket, a changed outcome and a seed that is not the shown one', async () => {
    expect(await verifyLuckyTry(await attempt({ ticket: vector.ticket + 1 }))).toBe('mismatch');
    expect(await verifyLuckyTry(await attempt({ won: !vector.won }))).toBe('mismatch');
    expect(await verifyLuckyTry(await attempt({ serverSeedHash: '0'.repeat(64) }))).toBe(
      'mismatch',
    );
  });

  it('waits for the server seed to be revealed', async () => {
    expect(await verifyLuckyTry(await attempt({ serverSeed: null }))).toBe('sealed');
  });
});
