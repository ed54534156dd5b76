import { describe, expect, it } from 'vitest';
import { escapeRefusal } from './crashEscape';

describe('escaping', () => {
  it('is allowed only while running, with a bet still riding', () => {
    expect(escapeRefusal('running', 'active')).toBeNull();
  });

  it('is refused before the start, with SPEC\'s "not started" message', () => {
    expect(escapeRefusal('betting', 'active')).toEqual({ key: 'errors.crashNotStarted' });
    expect(escapeRefusal('betting', null)).toEqual({ key: 'errors.crashNotStarted' });
    expect(escapeRefusal('waiting', null)).toEqual({ key: 'errors.crashNotStarted' });
  });

  it('is refused once the bet or the round is settled', () => {
    expect(escapeRefusal('running', 'cashed')).toEqual({ key: 'errors.crashAlreadySettled' });
    expect(escapeRefusal('crashed', 'active')).toEqual({ key: 'errors.crashAlreadySettled' });
    expect(escapeRefusal('crashed', 'lost')).toEqual({ key: 'errors.crashAlreadySettled' });
    expect(escapeRefusal('over', 'lost')).toEqual({ key: 'errors.crashAlreadySettled' });
  });

  it('is refused without a bet in the round', () => {
    expect(escapeRefusal('running', null)).toEqual({ key: 'errors.crashNoBet' });
  });
});
