import type { CrashVerification } from '@skinbox/api';
import { CRASH_CHAIN_VECTOR, CRASH_POINT_VECTORS, CRASH_SALT } from '@skinbox/fairness';
import { describe, expect, it } from 'vitest';
import { checkCrashRound } from './verify';

/**
 * The fixed vectors of @skinbox/fairness: a chain of four hashes whose last one is published,
 * played backwards, so position 1 uses the third hash (1.62x at a 1 % edge without a salt,
 * 14.76x with CRASH_SALT), position 2 the second (1.00x without a salt).
 */
const [h1, h2, h3, terminal] = CRASH_CHAIN_VECTOR.chain;

const round = (overrides: Partial<CrashVerification> = {}): CrashVerification => ({
  roundId: 41,
  commitment: terminal,
  startsAt: '2026-11-24T12:00:06.000Z',
  crashPoint: 162,
  hash: h3,
  houseEdge: 0.01,
  position: 1,
  terminalHash: terminal,
  salt: null,
  players: [],
  ...overrides,
});

describe('checkCrashRound', () => {
  it('recomputes a round from its hash and reaches the terminal hash at its position', async () => {
    expect(CRASH_POINT_VECTORS[0]).toMatchObject({ gameHash: h3, point: 162 });
    expect(await checkCrashRound(round())).toEqual({
      matchesCommitment: true,
      recomputedPoint: 162,
      pointMatches: true,
      links: 1,
      chainHolds: true,
    });
    expect(
      await checkCrashRound(round({ hash: h2, commitment: h3, position: 2, crashPoint: 100 })),
    ).toMatchObject({ matchesCommitment: true, pointMatches: true, links: 2, chainHolds: true });
  });

  it('keys the crash point with the chain’s salt', async () => {
    expect(CRASH_POINT_VECTORS[4]).toMatchObject({ gameHash: h3, salt: CRASH_SALT, point: 1476 });
    expect(await checkCrashRound(round({ salt: CRASH_SALT, crashPoint: 1476 }))).toMatchObject({
      recomputedPoint: 1476,
      pointMatches: true,
      chainHolds: true,
    });
    // The same round recorded without its salt's effect does not pass.
    expect(await checkCrashRound(round({ salt: CRASH_SALT }))).toMatchObject({
      recomputedPoint: 1476,
      pointMatches: false,
    });
  });

  it('catches a crash point that the hash does not give', async () => {
    expect(await checkCrashRound(round({ crashPoint: 200 }))).toMatchObject({
      recomputedPoint: 162,
      pointMatches: false,
      chainHolds: true,
    });
  });

  it('catches a hash from outside the chain, or at another position', async () => {
    const foreign = await checkCrashRound(round({ hash: 'f'.repeat(64) }));
    expect(foreign).toMatchObject({ matchesCommitment: false, links: null, chainHolds: false });
    const misplaced = await checkCrashRound(round({ hash: h1, commitment: h2, position: 2 }));
    expect(misplaced).toMatchObject({ matchesCommitment: true, links: null, chainHolds: false });
  });

  it('has nothing to check while the round’s hash is secret', async () => {
    expect(await checkCrashRound(round({ hash: null, crashPoint: null }))).toBeNull();
  });
});
