import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteClock } from '../../runtime/siteClock';
import { OPENING_MINUTE, isOpeningWindow, nextOpeningAt, tierState } from './window';

const clock = siteClock('Asia/Shanghai');
/** An instant given in Shanghai wall-clock time (UTC+8, no daylight saving). */
const at = (local: string) => new Date(`${local}+08:00`);

describe('the welfare opening window (SPEC section 9: 00:05 to 23:59, refreshing from 00:00)', () => {
  afterEach(() => vi.useRealTimers());

  it('opens at 00:05 site time and not a second before', () => {
    expect(OPENING_MINUTE).toBe(5);
    expect(isOpeningWindow(clock, at('2026-03-02T00:00:00'))).toBe(false);
    expect(isOpeningWindow(clock, at('2026-03-02T00:04:59'))).toBe(false);
    expect(isOpeningWindow(clock, at('2026-03-02T00:05:00'))).toBe(true);
  });

  it('stays open to the last second of the day, Sunday 23:59:59 included', () => {
    expect(isOpeningWindow(clock, at('2026-03-01T23:59:00'))).toBe(true);
    expect(isOpeningWindow(clock, at('2026-03-01T23:59:59'))).toBe(true);
  });

  it('follows the site zone, not the machine clock: 16:05 UTC is 00:05 in Shanghai', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T16:04:59Z'));
    expect(isOpeningWindow(clock, new Date())).toBe(false);
    vi.setSystemTime(new Date('2026-03-01T16:05:00Z'));
    expect(isOpeningWindow(clock, new Date())).toBe(true);
    expect(isOpeningWindow(siteClock('UTC'), new Date())).toBe(true);
    vi.setSystemTime(new Date('2026-03-01T00:01:00Z'));
    expect(isOpeningWindow(siteClock('UTC'), new Date())).toBe(false);
  });

  it('reopens at the next 00:05: today while refreshing, tomorrow once open', () => {
    expect(nextOpeningAt(clock, at('2026-03-02T00:00:00'))).toEqual(at('2026-03-02T00:05:00'));
    expect(nextOpeningAt(clock, at('2026-03-02T00:05:00'))).toEqual(at('2026-03-03T00:05:00'));
    expect(nextOpeningAt(clock, at('2026-02-28T23:59:59'))).toEqual(at('2026-03-01T00:05:00'));
  });
});

describe('a tier’s state (SPEC section 4: locked, opened, refreshing)', () => {
  const base = { vipLevel: 3, tierVipLevel: 3, openedToday: false, windowOpen: true };

  it('is locked below the tier’s VIP level, whatever the time', () => {
    expect(tierState({ ...base, vipLevel: 2 })).toBe('locked');
    expect(tierState({ ...base, vipLevel: 2, windowOpen: false })).toBe('locked');
  });

  it('is opened at or above the level in the window, refreshing once opened today or before 00:05', () => {
    expect(tierState(base)).toBe('opened');
    expect(tierState({ ...base, vipLevel: 10 })).toBe('opened');
    expect(tierState({ ...base, openedToday: true })).toBe('refreshing');
    expect(tierState({ ...base, windowOpen: false })).toBe('refreshing');
  });
});
