/** The parts of a remaining time, as Vant's useCountDown gives them. */
export interface CountDownTime {
  /** Remaining milliseconds in all. */
  total: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
}

/** The SPEC's count-down format. */
export const COUNT_DOWN_FORMAT = 'HH:mm:ss';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Splits `time` (ms) into days, hours, minutes, seconds and milliseconds. */
export function parseTime(time: number): CountDownTime {
  return {
    total: time,
    days: Math.floor(time / DAY),
    hours: Math.floor((time % DAY) / HOUR),
    minutes: Math.floor((time % HOUR) / MINUTE),
    seconds: Math.floor((time % MINUTE) / SECOND),
    milliseconds: Math.floor(time % SECOND),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Fills `format` (tokens DD, HH, mm, ss and S / SS / SSS) from `parts`, as Vant's parseFormat:
 * a unit whose token is absent carries into the next smaller one, so without DD the hours include
 * the days, without HH the minutes include the hours, and so on.
 */
export function formatCountDown(parts: CountDownTime, format: string = COUNT_DOWN_FORMAT): string {
  let { hours, minutes, seconds, milliseconds } = parts;
  let text = format;

  if (text.includes('DD')) text = text.replace('DD', pad(parts.days));
  else hours += parts.days * 24;

  if (text.includes('HH')) text = text.replace('HH', pad(hours));
  else minutes += hours * 60;

  if (text.includes('mm')) text = text.replace('mm', pad(minutes));
  else seconds += minutes * 60;

  if (text.includes('ss')) text = text.replace('ss', pad(seconds));
  else milliseconds += seconds * 1000;

  if (text.includes('S')) {
    const ms = pad(milliseconds, 3);
    if (text.includes('SSS')) text = text.replace('SSS', ms);
    else if (text.includes('SS')) text = text.replace('SS', ms.slice(0, 2));
    else text = text.replace('S', ms.charAt(0));
  }
  return text;
}
