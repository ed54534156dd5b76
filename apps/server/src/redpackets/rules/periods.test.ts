import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteClock } from '../../runtime/siteClock';
import { paidPeriod } from './periods';

const clock = siteClock('Asia/Shanghai');

/** The clock moved to `iso`; the rules read the time it shows. */
const at = (iso: string) => {
  vi.setSystemTime(new Date(iso));
  return new Date();
};

describe('the period a red packet pays (site time, Asia/Shanghai = UTC+8)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('pays a daily packet for today until 23:59:59 and for the next day from 00:00', () => {
    const lastSecond = paidPeriod(clock, 'lucky', 'day', at('2026-11-24T15:59:59Z'));
    expect(lastSecond.paid.key).toBe('2026-11-24');
    expect(lastSecond.nextAt).toEqual(new Date('2026-11-24T16:00:00Z'));
    expect(paidPeriod(clock, 'lucky', 'day', at('2026-11-24T16:00:00Z')).paid.key).toBe(
      '2026-11-25',
    );
  });

  it('pays rebate and loss for the period that ended last', () => {
    const now = at('2026-11-25T01:00:00Z');
    const rebate = paidPeriod(clock, 'rebate', 'day', now);
    expect(rebate.paid).toMatchObject({
      key: '2026-11-24',
      start: new Date('2026-11-23T16:00:00Z'),
      end: new Date('2026-11-24T16:00:00Z'),
    });
    expect(rebate.nextAt).toEqual(new Date('2026-11-25T16:00:00Z'));
    // Monday 00:00 site time: last week's loss is due.
    const loss = paidPeriod(clock, 'loss', 'week', at('2026-11-29T16:00:00Z'));
    expect(loss.paid.key).toBe('2026-W48');
    expect(paidPeriod(clock, 'loss', 'week', at('2026-11-29T15:59:59Z')).paid.key).toBe('2026-W47');
  });

  it('turns weekly packets at Monday 00:00 site time', () => {
    expect(paidPeriod(clock, 'vip', 'week', at('2026-11-29T15:59:59Z')).paid.key).toBe('2026-W48');
    expect(paidPeriod(clock, 'vip', 'week', at('2026-11-29T16:00:00Z')).paid.key).toBe('2026-W49');
  });

  it('turns monthly and yearly packets at midnight on the first, site time', () => {
    expect(paidPeriod(clock, 'recharge', 'month', at('2026-11-30T15:59:59Z')).paid.key).toBe(
      '2026-11',
    );
    expect(paidPeriod(clock, 'recharge', 'month', at('2026-11-30T16:00:00Z')).paid.key).toBe(
      '2026-12',
    );
    const newYear = at('2026-12-31T16:00:00Z');
    expect(paidPeriod(clock, 'recharge', 'year', newYear).paid.key).toBe('2027');
    expect(paidPeriod(clock, 'rebate', 'year', newYear).paid.key).toBe('2026');
    expect(paidPeriod(clock, 'loss', 'month', newYear).paid.key).toBe('2026-12');
  });
});
