import { describe, expect, it } from 'vitest';
import { betRefusal, stakeRefusal, type BetAttempt } from './crashBets';

const limits = { minBetCents: 10n, maxBetCents: 100_000n };
const valid: BetAttempt = {
  signedIn: true,
  stakeCents: 500n,
  autoCashOut: 200,
  phase: 'betting',
  alreadyBet: false,
};

describe('placing a bet', () => {
  it('accepts a stake within the limits while the round takes bets, with or without auto', () => {
    expect(betRefusal(valid, limits)).toBeNull();
    expect(betRefusal({ ...valid, autoCashOut: null }, limits)).toBeNull();
    expect(betRefusal({ ...valid, stakeCents: 10n, autoCashOut: 101 }, limits)).toBeNull();
    expect(betRefusal({ ...valid, stakeCents: 100_000n }, limits)).toBeNull();
  });

  it.each<[string, Partial<BetAttempt>, unknown]>([
    ['a visitor', { signedIn: false }, { key: 'errors.crashLoginFirst' }],
    ['no amount', { stakeCents: 0n }, { key: 'errors.crashSetBet' }],
    [
      'below the minimum',
      { stakeCents: 9n },
      { key: 'errors.crashStakeTooSmall', params: { min: '0.10' } },
    ],
    [
      'above the maximum',
      { stakeCents: 100_001n },
      { key: 'errors.crashStakeTooLarge', params: { max: '1000.00' } },
    ],
    ['an auto cash-out of 1.00x', { autoCashOut: 100 }, { key: 'errors.crashAutoCashOutTooLow' }],
    ['a running round', { phase: 'running' }, { key: 'errors.crashBettingClosed' }],
    ['a crashed round', { phase: 'crashed' }, { key: 'errors.crashBettingClosed' }],
    ['a second bet', { alreadyBet: true }, { key: 'errors.crashAlreadyBet' }],
  ])('refuses %s', (_case, change, refusal) => {
    expect(betRefusal({ ...valid, ...change }, limits)).toEqual(refusal);
  });

  it('asks a visitor to log in before anything else', () => {
    expect(
      betRefusal({ ...valid, signedIn: false, stakeCents: 0n, phase: 'running' }, limits),
    ).toEqual({
      key: 'errors.crashLoginFirst',
    });
  });

  it("answers a browser's first two checks alone (the crash screen's, SPEC sections 5 and 8)", () => {
    expect(stakeRefusal(false, 1000n)).toEqual({ key: 'errors.crashLoginFirst' });
    expect(stakeRefusal(true, 0n)).toEqual({ key: 'errors.crashSetBet' });
    expect(stakeRefusal(true, 10n)).toBeNull();
  });
});
