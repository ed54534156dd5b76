import { describe, expect, it } from 'vitest';
import { COUNT_DOWN_FORMAT, formatCountDown, parseTime } from './formatCountDown';

const DAY = 24 * 60 * 60 * 1000;
// 1 day, 2 h, 3 min, 4 s and 567 ms.
const TIME = DAY + 2 * 3_600_000 + 3 * 60_000 + 4_000 + 567;

describe('parseTime', () => {
  it('splits milliseconds into days, hours, minutes, seconds and milliseconds', () => {
    expect(parseTime(TIME)).toEqual({
      total: TIME,
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
      milliseconds: 567,
    });
  });
});

describe('formatCountDown', () => {
  it('formats HH:mm:ss by default, as the SPEC says', () => {
    expect(COUNT_DOWN_FORMAT).toBe('HH:mm:ss');
    expect(formatCountDown(parseTime(3_723_000))).toBe('01:02:03');
  });

  it('carries the days into the hours when DD is absent', () => {
    expect(formatCountDown(parseTime(TIME), COUNT_DOWN_FORMAT)).toBe('26:03:04');
  });

  it('shows days with DD', () => {
    expect(formatCountDown(parseTime(TIME), 'DD 天 HH:mm:ss')).toBe('01 天 02:03:04');
  });

  it('carries hours into minutes and minutes into seconds when their tokens are absent', () => {
    expect(formatCountDown(parseTime(3_723_000), 'mm:ss')).toBe('62:03');
    expect(formatCountDown(parseTime(3_723_000), 'ss')).toBe('3723');
  });

  it('shows milliseconds with SSS, SS or S', () => {
    const parts = parseTime(TIME);
    expect(formatCountDown(parts, 'HH:mm:ss.SSS')).toBe('26:03:04.567');
    expect(formatCountDown(parts, 'DD:HH:mm:ss.SS')).toBe('01:02:03:04.56');
    expect(formatCountDown(parseTime(4_567), 'ss.S')).toBe('04.5');
  });

  it('carries seconds into milliseconds when ss is absent', () => {
    expect(formatCountDown(parseTime(2_050), 'SSS')).toBe('2050');
  });

  it('pads to two digits and shows zero as 00:00:00', () => {
    expect(formatCountDown(parseTime(0))).toBe('00:00:00');
    expect(formatCountDown(parseTime(5_000))).toBe('00:00:05');
  });
});
