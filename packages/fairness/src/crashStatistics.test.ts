// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashPoint } from './crash';
import { crashElapsedMs, crashMultiplierAt } from './crashCurve';

const ROUNDS = 100_000;
const HOUSE_EDGE = 0.01;
/** A salt as a chain takes one: a public value (here a block hash) fixed after the commitment. */
const SALT = '00000000000000000001c3d4c8c1e3a2f0b0a6a8cf5e6c2d7b9a4e1f3c5d7e9a';

/**
 * 100,000 crash points from fixed game hashes (so every run sees the same points and the test
 * cannot flake; made with node:crypto, since 100,000 awaited WebCrypto digests take 20 s here) against the distribution the formula promises: P(point ≥ m) = (1 − edge) / m.
 * Each tolerance is 4.5 standard deviations of its estimate over 100,000 rounds.
 */
describe('crash points over 100,000 rounds', () => {
  let points: number[] = [];

  it('are computed', async () => {
    const hashes = Array.from({ length: ROUNDS }, (_, round) =>
      createHash('sha256').update(`statistics-${round}`).digest('hex'),
    );
    points = [];
    for (let start = 0; start < ROUNDS; start += 2000) {
      const batch = hashes.slice(start, start + 2000);
      points.push(...(await Promise.all(batch.map((hash) => crashPoint(hash, HOUSE_EDGE, SALT)))));
    }
    expect(points).toHaveLength(ROUNDS);
  }, 60_000);

  it('return 1 − edge to a player who always cashes out at 1.01x', () => {
    // Payout 1.01 with probability 0.99 / 1.01: standard deviation of the mean 0.000446.
    const returned = points.filter((p) => p >= 101).length * 1.01;
    expect(Math.abs(returned / ROUNDS - (1 - HOUSE_EDGE))).toBeLessThan(0.002);
  });

  it.each([1.5, 2, 5, 10, 100])('reach %fx as often as (1 − edge) / m', (target) => {
    const expected = (1 - HOUSE_EDGE) / target;
    const share = points.filter((p) => p >= Math.round(target * 100)).length / ROUNDS;
    const deviation = Math.sqrt((expected * (1 - expected)) / ROUNDS);
    expect(Math.abs(share - expected)).toBeLessThan(4.5 * deviation);
  });

  it('crash at once (1.00x) in about 1 − 0.99 / 1.01 of rounds', () => {
    const expected = 1 - (1 - HOUSE_EDGE) / 1.01;
    const share = points.filter((p) => p === 100).length / ROUNDS;
    expect(Math.abs(share - expected)).toBeLessThan(
      4.5 * Math.sqrt((expected * (1 - expected)) / ROUNDS),
    );
  });
});

describe('the crash curve and its inverse', () => {
  it('agree for every point from 1.00x to 1,000.00x', () => {
    for (let point = 100; point <= 100_000; point += 1) {
      const ms = crashElapsedMs(point);
      expect(
        crashMultiplierAt(ms) >= point && (ms === 0 || crashMultiplierAt(ms - 1) < point),
      ).toBe(true);
    }
  });

  it('never falls as time passes', () => {
    let previous = 100;
    for (let ms = 0; ms <= 120_000; ms += 7) {
      const multiplier = crashMultiplierAt(ms);
      if (multiplier < previous) expect.fail(`falls at ${ms} ms`);
      previous = multiplier;
    }
  });
});
