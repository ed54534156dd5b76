import { describe, expect, it } from 'vitest';
import { siteClock } from '../../runtime/siteClock';
import { TIMED_BOXES, isJoined, timedBox } from './boxes';

const clock = siteClock('Asia/Shanghai');
const at = (local: string) => new Date(`${local}+08:00`);

describe('timed boxes (SPEC section 9: 100 hourly, 500 daily, 1000 weekly; VIP5 and VIP10)', () => {
  it('has the SPEC thresholds', () => {
    expect(TIMED_BOXES.map((b) => [b.slot, b.period, b.thresholdCents, b.vipLevel])).toEqual([
      ['hour', 'hour', 10_000n, 0],
      ['day', 'day', 50_000n, 0],
      ['week', 'week', 100_000n, 0],
      ['vip5', 'week', 100_000n, 5],
      ['vip10', 'week', 100_000n, 10],
    ]);
  });

  it('joins at the threshold exactly, not a cent below', () => {
    expect(isJoined(timedBox('hour'), 9_999n, 0)).toBe(false);
    expect(isJoined(timedBox('hour'), 10_000n, 0)).toBe(true);
    expect(isJoined(timedBox('day'), 49_999n, 0)).toBe(false);
    expect(isJoined(timedBox('day'), 50_000n, 0)).toBe(true);
    expect(isJoined(timedBox('week'), 100_000n, 0)).toBe(true);
  });

  it('needs the VIP level for the VIP boxes on top of the weekly threshold', () => {
    expect(isJoined(timedBox('vip5'), 100_000n, 4)).toBe(false);
    expect(isJoined(timedBox('vip5'), 100_000n, 5)).toBe(true);
    expect(isJoined(timedBox('vip5'), 99_999n, 9)).toBe(false);
    expect(isJoined(timedBox('vip10'), 500_000n, 9)).toBe(false);
    expect(isJoined(timedBox('vip10'), 100_000n, 10)).toBe(true);
  });

  it('keeps all five boxes, joined together, under 5 % of the recharge that joins them', () => {
    const all = TIMED_BOXES.reduce((sum, b) => sum + b.valueCents, 0n);
    expect(Number(all) / 100_000).toBeLessThan(0.05);
  });

  it('draws each period at its end on the site clock: hour, day and week edges', () => {
    const hour = clock.period('hour', at('2026-03-01T13:59:59'));
    expect(hour.key).toBe('2026-03-01T13');
    expect(hour.end).toEqual(at('2026-03-01T14:00:00'));
    expect(clock.period('hour', at('2026-03-01T14:00:00')).key).toBe('2026-03-01T14');
    // 2026-03-01 is a Sunday: its last second still belongs to the week that began on Monday.
    const week = clock.period('week', at('2026-03-01T23:59:59'));
    expect(week.start).toEqual(at('2026-02-23T00:00:00'));
    expect(week.end).toEqual(at('2026-03-02T00:00:00'));
    expect(clock.period('week', at('2026-03-02T00:00:00')).key).not.toBe(week.key);
    expect(clock.period('day', at('2026-03-02T00:00:00')).key).toBe('2026-03-02');
  });
});
