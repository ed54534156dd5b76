import { TICKETS } from '@skinbox/fairness';
import { describe, expect, it } from 'vitest';
import { siteClock } from '../../runtime/siteClock';
import { TURNTABLE_PRIZES, expectedSpinCents, sliceForTicket, wheelFor } from './prizes';
import { spinWeek } from './week';

const clock = siteClock('Asia/Shanghai');
const at = (local: string) => new Date(`${local}+08:00`);

describe('the turntable wheel', () => {
  it('shares out all 100000 tickets, with a 100-coin top prize', () => {
    expect(TURNTABLE_PRIZES.reduce((n, p) => n + p.tickets, 0)).toBe(TICKETS);
    expect(TURNTABLE_PRIZES.filter((p) => p.top).map((p) => p.cents)).toEqual([10_000n]);
  });

  it('gives the top prize to a ticket in its range only when it is unlocked', () => {
    const open = wheelFor(true);
    expect(open).toHaveLength(TURNTABLE_PRIZES.length);
    expect(sliceForTicket(open, 1).prize.cents).toBe(10_000n);
    expect(sliceForTicket(open, TICKETS).prize.cents).toBe(50n);
    const locked = wheelFor(false);
    expect(locked.some((s) => s.prize.top)).toBe(false);
    expect(locked.reduce((n, s) => n + s.tickets, 0)).toBe(TICKETS);
    expect(locked.at(-1)).toMatchObject({ tickets: 57_400 });
    expect(sliceForTicket(locked, 1).prize.cents).toBe(2_000n);
  });

  it('is worth under a coin a spin in expectation', () => {
    expect(expectedSpinCents(wheelFor(true))).toBeCloseTo(96.135, 3);
    expect(expectedSpinCents(wheelFor(false))).toBeCloseTo(95.14, 3);
  });

  it('covers every ticket exactly once', () => {
    const wheel = wheelFor(true);
    expect(wheel[0]?.range.from).toBe(1);
    expect(wheel.at(-1)?.range.to).toBe(TICKETS);
    wheel
      .slice(1)
      .forEach((slice, i) => expect(slice.range.from).toBe((wheel[i]?.range.to ?? 0) + 1));
  });
});

describe('the spin week (SPEC section 9: reset Sunday 23:59:59)', () => {
  it('keeps Sunday 23:59:59 in the week that began on Monday', () => {
    const sunday = spinWeek(clock, at('2026-03-01T23:59:59'));
    const monday = spinWeek(clock, at('2026-02-23T00:00:00'));
    expect(sunday.key).toBe(monday.key);
    expect(sunday.resetAt).toEqual(at('2026-03-01T23:59:59'));
    expect(sunday.remainingMs).toBe(1000);
  });

  it('starts a new week at Monday 00:00', () => {
    const next = spinWeek(clock, at('2026-03-02T00:00:00'));
    expect(next.key).not.toBe(spinWeek(clock, at('2026-03-01T23:59:59')).key);
    expect(next.resetAt).toEqual(at('2026-03-08T23:59:59'));
  });
});
