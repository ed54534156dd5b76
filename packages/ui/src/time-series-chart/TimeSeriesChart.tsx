import { css, Global, useTheme, type Theme } from '@emotion/react';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import type uPlot from 'uplot';
import {
  alignSeries,
  compactNumber,
  isEmptySeries,
  legendIndex,
  timeSpan,
  pointTimeFormatFor,
  timeFormatFor,
  type AlignedSeries,
  type TimeSeries,
} from './series';

/** The plot's height when none is given, in pixels. */
export const TIME_SERIES_CHART_HEIGHT = 240;

export interface TimeSeriesChartProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Names the chart for assistive technology ("Deposits per day"). */
  label: string;
  series: readonly TimeSeries[];
  /** The plot's height in pixels; its width follows the container. */
  height?: number;
  /** Writes a value on the value axis; defaults to short figures (12K). */
  formatAxisValue?: (value: number) => string;
  /** Writes a value in the legend; defaults to the reader's number format. */
  formatValue?: (value: number) => string;
  /**
   * The IANA time zone the dates are written in and days begin in (the site's business day,
   * e.g. 'Asia/Shanghai'); the reader's own when absent.
   */
  timeZone?: string;
}

type UPlotModule = { default: typeof uPlot; css: string };

let loading: Promise<UPlotModule> | undefined;

/**
 * uPlot and its style sheet, fetched on the first chart: a console's first screen does not wait
 * for them, and an app without charts never downloads them.
 */
function loadUPlot(): Promise<UPlotModule> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css?inline')]).then(
    ([library, sheet]) => ({ default: library.default, css: sheet.default }),
  );
  return loading;
}

const root = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-width: 0;
  margin: 0;
  color: ${theme.color.textMuted};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.sm};
  & .uplot {
    width: 100%;
    font-family: inherit;
  }
  & .u-cursor-x {
    border-right-color: ${theme.color.textMuted};
  }
`;

const plot = css`
  position: relative;
  min-width: 0;
`;

const emptyBox = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius.md};
`;

const legend = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
  & output {
    color: ${theme.color.text};
    font-variant-numeric: tabular-nums;
  }
`;

const swatch = css`
  display: inline-block;
  width: 12px;
  height: 3px;
  border-radius: 2px;
`;

/** A CSS colour as the canvas takes it: var(--…) resolved against `element`. */
function canvasColor(element: HTMLElement, value: string): string {
  if (!value.includes('var(')) return value;
  const probe = document.createElement('span');
  probe.style.color = value;
  element.append(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  return resolved || value;
}

/**
 * A time-series line chart on uPlot: one or more lines over shared dates, axes in the reader's
 * number and date formats, a legend with the values under the cursor (the latest otherwise),
 * the container's width (followed with a ResizeObserver), and an empty state.
 */
export function TimeSeriesChart({
  label,
  series,
  height = TIME_SERIES_CHART_HEIGHT,
  formatAxisValue,
  formatValue,
  timeZone,
  ...rest
}: TimeSeriesChartProps) {
  const intl = useIntl();
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const [library, setLibrary] = useState<UPlotModule | null>(null);
  const [cursor, setCursor] = useState<number | null>(null);

  const aligned: AlignedSeries = useMemo(() => alignSeries(series), [series]);
  const empty = isEmptySeries(aligned);
  const span = timeSpan(aligned);
  const colors = useMemo(() => {
    const palette = [
      theme.color.primary,
      theme.color.success,
      theme.color.warning,
      theme.color.danger,
      theme.rarity.restricted,
      theme.rarity.milSpec,
    ];
    return series.map(
      (line, index) => line.color ?? palette[index % palette.length] ?? theme.color.primary,
    );
  }, [series, theme]);
  const compact = useMemo(() => compactNumber(intl.locale), [intl.locale]);
  const legendValue =
    formatValue ?? ((value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 }));

  useEffect(() => {
    if (empty || library) return undefined;
    let live = true;
    void loadUPlot().then((loaded) => {
      if (live) setLibrary(loaded);
    });
    return () => {
      live = false;
    };
  }, [empty, library]);

  // What uPlot asks while it draws reads the latest props: new formatters, or a new span of
  // time, need no new chart.
  const writeAxisValue = useEffectEvent((value: number) => (formatAxisValue ?? compact)(value));
  const writeAxisTime = useEffectEvent((splits: number[]) => {
    const format = new Intl.DateTimeFormat(intl.locale, { ...timeFormatFor(span), timeZone });
    return splits.map((time) => format.format(time));
  });
  const plotData = useEffectEvent((): uPlot.AlignedData => [aligned.times, ...aligned.values]);
  const lines = useEffectEvent((element: HTMLElement) =>
    series.map((line, index) => ({
      label: line.label,
      stroke: canvasColor(element, colors[index] ?? theme.color.primary),
      width: 2,
      spanGaps: false,
      // A lone reading has no line to draw: show it as a point.
      points: { show: (self: uPlot) => self.data[0].length <= 1 },
    })),
  );

  // A new chart when the lines themselves change (their names or colours), the language, the
  // time zone, the height, or the skin; new readings only replace its data, a resize resizes it.
  const lineKey = series
    .map((line, index) => `${line.id}\u0000${line.label}\u0000${colors[index]}`)
    .join('\u0001');
  useEffect(() => {
    const element = box.current;
    if (!library || !element || empty) return undefined;
    const UPlot = library.default;
    const style = getComputedStyle(element);
    const font = `${style.fontSize} ${style.fontFamily}`;
    const text = canvasColor(element, theme.color.textMuted);
    const grid = canvasColor(element, theme.color.border);
    const axis = { font, stroke: text, grid: { stroke: grid, width: 1 }, ticks: { show: false } };
    const instance = new UPlot(
      {
        width: Math.max(element.clientWidth, 1),
        height,
        ms: 1,
        ...(timeZone ? { tzDate: (time: number) => UPlot.tzDate(new Date(time), timeZone) } : {}),
        legend: { show: false },
        cursor: { points: { size: 7 } },
        scales: { x: { time: true } },
        series: [{}, ...lines(element)],
        axes: [
          { ...axis, values: (_: uPlot, splits: number[]) => writeAxisTime(splits) },
          {
            ...axis,
            size: 56,
            values: (_: uPlot, splits: number[]) => splits.map((value) => writeAxisValue(value)),
          },
        ],
        hooks: { setCursor: [(self: uPlot) => setCursor(self.cursor.idx ?? null)] },
      },
      plotData(),
      element,
    );
    chart.current = instance;
    return () => {
      instance.destroy();
      chart.current = null;
    };
  }, [library, empty, lineKey, height, intl.locale, timeZone, theme]);

  useEffect(() => {
    chart.current?.setData([aligned.times, ...aligned.values]);
  }, [aligned]);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width > 0 && chart.current && chart.current.width !== width)
        chart.current.setSize({ width, height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [height, empty]);

  const index = legendIndex(aligned, cursor);
  const time = aligned.times[index];
  const pointTime = new Intl.DateTimeFormat(intl.locale, { ...pointTimeFormatFor(span), timeZone });

  return (
    <figure css={root} aria-label={label} {...rest}>
      {library && <Global styles={library.css} />}
      {empty ? (
        <div css={emptyBox} style={{ height }}>
          {intl.formatMessage({ id: 'ui.timeSeriesChart.empty' })}
        </div>
      ) : (
        <div ref={box} css={plot} role="img" aria-label={label} style={{ minHeight: height }} />
      )}
      {!empty && (
        <figcaption>
          <ul css={legend}>
            {time !== undefined && (
              <li>
                <time dateTime={new Date(time).toISOString()}>{pointTime.format(time)}</time>
              </li>
            )}
            {series.map((line, lineIndex) => {
              const value = aligned.values[lineIndex]?.[index] ?? null;
              return (
                <li key={line.id}>
                  <span aria-hidden="true" css={swatch} style={{ background: colors[lineIndex] }} />
                  {line.label}
                  <output>{value === null ? '—' : legendValue(value)}</output>
                </li>
              );
            })}
          </ul>
        </figcaption>
      )}
    </figure>
  );
}
