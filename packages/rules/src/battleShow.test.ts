import { describe, expect, it } from 'vitest';
import { BATTLE_ROUND_MS, BATTLE_START_COUNTDOWN_MS } from './battleLimits';
import {
  ROUND_REVEAL_LEAD_MS,
  revealedRoundsAt,
  roundRevealedAt,
  roundStartsAt,
  settlesAt,
  showAt,
} from './battleShow';

const startedAt = new Date('2026-11-24T12:00:00Z');
const at = (ms: number) => new Date(startedAt.getTime() + ms);

describe('the show clock', () => {
  it('counts down 3 s, then each round spins 4 s, and settles when the last stands', () => {
    expect([BATTLE_START_COUNTDOWN_MS, BATTLE_ROUND_MS]).toEqual([3000, 4000]);
    expect(roundStartsAt(startedAt, 1)).toEqual(at(3000));
    expect(roundStartsAt(startedAt, 2)).toEqual(at(7000));
    expect(settlesAt(startedAt, 6)).toEqual(at(27000));
  });

  it("reveals a round's drops 500 ms before its spin, never earlier, in the snapshot as by its job", () => {
    expect(ROUND_REVEAL_LEAD_MS).toBe(500);
    expect(roundRevealedAt(startedAt, 1)).toEqual(at(2500));
    expect(roundRevealedAt(startedAt, 2)).toEqual(at(6500));
    expect(revealedRoundsAt(startedAt, 3, at(2500 - 1))).toBe(0);
    expect(revealedRoundsAt(startedAt, 3, at(2500))).toBe(1);
    expect(revealedRoundsAt(startedAt, 3, at(6500 - 1))).toBe(1);
    expect(revealedRoundsAt(startedAt, 3, at(6500))).toBe(2);
    expect(revealedRoundsAt(startedAt, 3, at(14_000))).toBe(3);
  });

  it('shows the countdown first, nothing revealed', () => {
    expect(showAt(startedAt, 3, at(1000))).toEqual({
      phase: 'countdown',
      msLeft: 2000,
      revealedRounds: 0,
      landedRounds: 0,
    });
  });

  it('reveals a round as its reels start and counts it once they stand', () => {
    expect(showAt(startedAt, 3, at(3000))).toEqual({
      phase: 'rolling',
      round: 1,
      msIntoRound: 0,
      revealedRounds: 1,
      landedRounds: 0,
    });
    expect(showAt(startedAt, 3, at(7000 - 1))).toMatchObject({
      round: 1,
      revealedRounds: 1,
      landedRounds: 0,
    });
    expect(showAt(startedAt, 3, at(7000))).toEqual({
      phase: 'rolling',
      round: 2,
      msIntoRound: 0,
      revealedRounds: 2,
      landedRounds: 1,
    });
    // A late viewer joins round 3 a second and a half in, rounds 1 and 2 played.
    expect(showAt(startedAt, 3, at(12500))).toEqual({
      phase: 'rolling',
      round: 3,
      msIntoRound: 1500,
      revealedRounds: 3,
      landedRounds: 2,
    });
  });

  it('is over once the last round stands, however late', () => {
    expect(showAt(startedAt, 3, at(15000))).toEqual({
      phase: 'over',
      revealedRounds: 3,
      landedRounds: 3,
    });
    expect(showAt(startedAt, 3, at(3_600_000))).toMatchObject({ phase: 'over', landedRounds: 3 });
  });

  it('runs on the lengths a room names, as a browser reads them from the detail', () => {
    const clock = { countdownMs: 1000, roundMs: 2000 };
    expect(roundStartsAt(startedAt, 2, clock)).toEqual(at(3000));
    expect(showAt(startedAt, 2, at(3500), clock)).toEqual({
      phase: 'rolling',
      round: 2,
      msIntoRound: 500,
      revealedRounds: 2,
      landedRounds: 1,
    });
  });
});
