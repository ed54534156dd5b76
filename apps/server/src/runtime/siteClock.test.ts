import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { DEFAULT_SITE_TIME_ZONE, siteClock } from './siteClock';

describe('the site clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const clock = siteClock();

  it('keeps Asia/Shanghai unless SITE_TIME_ZONE says otherwise, and refuses unknown zones', () => {
    expect(DEFAULT_SITE_TIME_ZONE).toBe('Asia/Shanghai');
    expect(loadConfig({}).SITE_TIME_ZONE).toBe('Asia/Shanghai');
    expect(loadConfig({ SITE_TIME_ZONE: 'Asia/Seoul' }).SITE_TIME_ZONE).toBe('Asia/Seoul');
    expect(() => loadConfig({ SITE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SITE_TIME_ZONE/);
    expect(() => siteClock('Mars/Olympus')).toThrow(/unknown time zone/);
  });

  it('turns the day at midnight in the site zone (16:00 UTC)', () => {
    vi.setSystemTime(new Date('2026-03-01T15:59:59.999Z'));
    expect(clock.day()).toBe('2026-03-01');
    expect(clock.timeOfDay()).toEqual({ hour: 23, minute: 59, second: 59 });
    vi.setSystemTime(new Date('2026-03-01T16:00:00Z'));
    expect(clock.day()).toBe('2026-03-02');
    expect(clock.timeOfDay()).toEqual({ hour: 0, minute: 0, second: 0 });
    expect(clock.period('day')).toEqual({
      kind: 'day',
      key: '2026-03-02',
      start: new Date('2026-03-01T16:00:00Z'),
      end: new Date('2026-03-02T16:00:00Z'),
    });
  });

  it('turns the week from Sunday 23:59:59 to Monday 00:00:00', () => {
    // Sunday 29 November 2026, 23:59:59 in Shanghai.
    vi.setSystemTime(new Date('2026-11-29T15:59:59Z'));
    expect(clock.period('week')).toEqual({
      kind: 'week',
      key: '2026-W48',
      start: new Date('2026-11-22T16:00:00Z'),
      end: new Date('2026-11-29T16:00:00Z'),
    });
    vi.advanceTimersByTime(1000);
    expect(clock.day()).toBe('2026-11-30');
    expect(clock.period('week')).toMatchObject({
      key: '2026-W49',
      start: new Date('2026-11-29T16:00:00Z'),
    });
  });

  it('names ISO weeks across a year end', () => {
    // Thursday 31 December 2026 belongs to 2026-W53; Monday 4 January 2027 starts 2027-W01.
    expect(clock.period('week', new Date('2026-12-31T04:00:00Z')).key).toBe('2026-W53');
    expect(clock.period('week', new Date('2027-01-03T16:00:00Z')).key).toBe('2027-W01');
  });

  it('gives hours with their bounds', () => {
    expect(clock.period('hour', new Date('2026-11-24T05:59:59Z'))).toEqual({
      kind: 'hour',
      key: '2026-11-24T13',
      start: new Date('2026-11-24T05:00:00Z'),
      end: new Date('2026-11-24T06:00:00Z'),
    });
  });

  it('turns the month and the year at midnight in the site zone', () => {
    // 23:59:59 on 31 December 2026 in Shanghai is still December and 2026.
    const lastSecond = new Date('2026-12-31T15:59:59Z');
    expect(clock.period('month', lastSecond)).toEqual({
      kind: 'month',
      key: '2026-12',
      start: new Date('2026-11-30T16:00:00Z'),
      end: new Date('2026-12-31T16:00:00Z'),
    });
    expect(clock.period('year', lastSecond)).toEqual({
      kind: 'year',
      key: '2026',
      start: new Date('2025-12-31T16:00:00Z'),
      end: new Date('2026-12-31T16:00:00Z'),
    });
    const firstSecond = new Date('2026-12-31T16:00:00Z');
    expect(clock.period('month', firstSecond).key).toBe('2027-01');
    expect(clock.period('year', firstSecond).key).toBe('2027');
    // February of a common year ends after 28 days.
    expect(clock.period('month', new Date('2027-02-10T00:00:00Z')).end).toEqual(
      new Date('2027-02-28T16:00:00Z'),
    );
  });

  it('follows daylight saving in a zone that has it (a 23-hour day)', () => {
    const berlin = siteClock('Europe/Berlin');
    const day = berlin.period('day', new Date('2026-03-29T12:00:00Z'));
    expect(day.start).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(day.end).toEqual(new Date('2026-03-29T22:00:00Z'));
  });
});
