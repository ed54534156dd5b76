/** One reading: when (a Date or epoch milliseconds) and the value then, null for a gap. */
export interface TimePoint {
  time: Date | number;
  value: number | null;
}

/** One line of a TimeSeriesChart. */
export interface TimeSeries {
  /** Stable key of the line. */
  id: string;
  /** Its name in the legend. */
  label: string;
  points: readonly TimePoint[];
  /** Any CSS colour, var(--…) included; the kit's palette in order when absent. */
  color?: string;
}

/** The lines on one time axis, as uPlot draws them: shared times and a row of values per line. */
export interface AlignedSeries {
  /** Epoch milliseconds, ascending, each once. */
  times: number[];
  /** values[line][i] is that line's value at times[i], null where it has no reading. */
  values: (number | null)[][];
}

const epoch = (time: Date | number) => (time instanceof Date ? time.getTime() : time);

/**
 * Puts every line on the union of their times: a line without a reading at a time gets null
 * there (a gap, never a made-up value). Unreadable times and values are dropped; of two readings
 * of one line at one time the last wins.
 */
export function alignSeries(series: readonly TimeSeries[]): AlignedSeries {
  const byLine = series.map((line) => {
    const readings = new Map<number, number | null>();
    for (const point of line.points) {
      const time = epoch(point.time);
      if (!Number.isFinite(time)) continue;
      readings.set(time, point.value !== null && Number.isFinite(point.value) ? point.value : null);
    }
    return readings;
  });
  const times = [...new Set(byLine.flatMap((readings) => [...readings.keys()]))].sort(
    (a, b) => a - b,
  );
  return {
    times,
    values: byLine.map((readings) => times.map((time) => readings.get(time) ?? null)),
  };
}

/** True when no line has a value to draw. */
export function isEmptySeries({ values }: AlignedSeries): boolean {
  return values.every((line) => line.every((value) => value === null));
}

/** Milliseconds from the first time to the last. */
export function timeSpan({ times }: AlignedSeries): number {
  return times.length > 1 ? (times.at(-1) ?? 0) - (times[0] ?? 0) : 0;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How to write the times on an axis spanning `spanMs`: clock times within two days, days
 * within a year, months beyond.
 */
export function timeFormatFor(spanMs: number): Intl.DateTimeFormatOptions {
  if (spanMs <= 2 * DAY) return { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  if (spanMs <= 366 * DAY) return { month: 'short', day: 'numeric' };
  return { year: 'numeric', month: 'short' };
}

/** How to write the time of one reading (the legend's): the axis's format, with the day. */
export function pointTimeFormatFor(spanMs: number): Intl.DateTimeFormatOptions {
  if (spanMs <= 366 * DAY)
    return { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return { year: 'numeric', month: 'short', day: 'numeric' };
}

/** The value axis's default: short figures (12K, 1.5M) in the reader's language. */
export function compactNumber(locale: string): (value: number) => string {
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (value) => format.format(value);
}

/** The index of the reading to show in the legend: the one under the cursor, else the last. */
export function legendIndex(aligned: AlignedSeries, cursor: number | null | undefined): number {
  if (cursor !== null && cursor !== undefined && cursor >= 0 && cursor < aligned.times.length)
    return cursor;
  return aligned.times.length - 1;
}
