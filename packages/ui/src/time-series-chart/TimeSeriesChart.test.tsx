import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../testing/render';
import {
  alignSeries,
  compactNumber,
  isEmptySeries,
  legendIndex,
  timeFormatFor,
  type TimeSeries,
} from './series';
import { TimeSeriesChart } from './TimeSeriesChart';

/**
 * jsdom has no canvas, so uPlot stands in here as a recorder of what the chart asks of it; the
 * browser layer (TimeSeriesChart.browser.test.tsx) draws with the real one.
 */
const plots = vi.hoisted(() => [] as FakePlot[]);
interface FakePlot {
  options: {
    width: number;
    height: number;
    series: { label?: string; stroke?: string }[];
    axes: { values: (self: unknown, splits: number[]) => string[] }[];
    hooks: { setCursor: ((self: unknown) => void)[] };
  };
  data: unknown[];
  width: number;
  cursor: { idx: number | null };
  setSize: ReturnType<typeof vi.fn>;
  setData: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
}
vi.mock('uplot', () => ({
  default: class {
    options: FakePlot['options'];
    data: unknown[];
    width: number;
    cursor = { idx: null as number | null };
    setSize = vi.fn((size: { width: number }) => {
      this.width = size.width;
    });
    setData = vi.fn((data: unknown[]) => {
      this.data = data;
    });
    destroy = vi.fn();
    constructor(options: FakePlot['options'], data: unknown[]) {
      this.options = options;
      this.data = data;
      this.width = options.width;
      plots.push(this as unknown as FakePlot);
    }
  },
}));

const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 1);
const deposits: TimeSeries = {
  id: 'deposits',
  label: 'Deposits',
  points: [
    { time: new Date(start), value: 1200 },
    { time: start + DAY, value: 3400.5 },
    { time: start + 2 * DAY, value: null },
  ],
};
const payouts: TimeSeries = {
  id: 'payouts',
  label: 'Payouts',
  points: [
    { time: start + DAY, value: 800 },
    { time: start + 3 * DAY, value: 950 },
  ],
};

describe('series shaping', () => {
  it('puts every line on the union of the times, with gaps where a line has no reading', () => {
    expect(alignSeries([deposits, payouts])).toEqual({
      times: [start, start + DAY, start + 2 * DAY, start + 3 * DAY],
      values: [
        [1200, 3400.5, null, null],
        [null, 800, null, 950],
      ],
    });
  });

  it('drops unreadable times, turns unreadable values into gaps, keeps the last of duplicates', () => {
    const aligned = alignSeries([
      {
        id: 'x',
        label: 'x',
        points: [
          { time: start + DAY, value: 1 },
          { time: Number.NaN, value: 5 },
          { time: new Date('nonsense'), value: 6 },
          { time: start, value: Number.POSITIVE_INFINITY },
          { time: start + DAY, value: 2 },
        ],
      },
    ]);
    expect(aligned).toEqual({ times: [start, start + DAY], values: [[null, 2]] });
  });

  it('is empty without lines, without points or with gaps only', () => {
    expect(isEmptySeries(alignSeries([]))).toBe(true);
    expect(isEmptySeries(alignSeries([{ id: 'a', label: 'a', points: [] }]))).toBe(true);
    expect(isEmptySeries(alignSeries([{ ...deposits, points: [{ time: 1, value: null }] }]))).toBe(
      true,
    );
    expect(isEmptySeries(alignSeries([deposits]))).toBe(false);
  });

  it('writes clock times within two days, days within a year, months beyond', () => {
    const write = (span: number, time: number) =>
      new Intl.DateTimeFormat('en', { ...timeFormatFor(span), timeZone: 'UTC' }).format(time);
    expect(write(DAY, start + 13.5 * 3_600_000)).toBe('13:30');
    expect(write(30 * DAY, start)).toBe('Nov 1');
    expect(write(800 * DAY, start)).toBe('Nov 2026');
  });

  it('shortens axis figures in the reader’s language', () => {
    expect(compactNumber('en')(12_345)).toBe('12.3K');
    expect(compactNumber('zh')(12_345)).toBe('1.2万');
  });

  it('shows the reading under the cursor in the legend, else the latest', () => {
    const aligned = alignSeries([deposits, payouts]);
    expect(legendIndex(aligned, 1)).toBe(1);
    expect(legendIndex(aligned, null)).toBe(3);
    expect(legendIndex(aligned, 9)).toBe(3);
  });
});

describe('TimeSeriesChart', () => {
  let resize: (() => void) | undefined;
  beforeEach(() => {
    plots.length = 0;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resize = callback;
        }
        observe() {}
        disconnect() {
          resize = undefined;
        }
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands uPlot the aligned lines, its labels and formatted axes, and the container width', async () => {
    renderWithKit(
      <TimeSeriesChart label="Money per day" series={[deposits, payouts]} height={200} />,
      {
        locale: 'en',
      },
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    const [plot] = plots as [FakePlot];
    expect(plot.data).toEqual([
      [start, start + DAY, start + 2 * DAY, start + 3 * DAY],
      [1200, 3400.5, null, null],
      [null, 800, null, 950],
    ]);
    expect(plot.options.height).toBe(200);
    expect(plot.options.series.map((line) => line.label)).toEqual([
      undefined,
      'Deposits',
      'Payouts',
    ]);
    expect(plot.options.axes[1]?.values(plot, [0, 2500, 1_500_000])).toEqual(['0', '2.5K', '1.5M']);
    expect(screen.getByRole('img', { name: 'Money per day' })).toBeInTheDocument();
  });

  it('shows the latest readings in the legend, and those under the cursor when it moves', async () => {
    renderWithKit(<TimeSeriesChart label="Money" series={[deposits, payouts]} />, { locale: 'en' });
    await waitFor(() => expect(plots).toHaveLength(1));
    const outputs = () => screen.getAllByRole('status').map((output) => output.textContent);
    expect(outputs()).toEqual(['—', '950']);
    const [plot] = plots as [FakePlot];
    plot.cursor.idx = 1;
    act(() => plot.options.hooks.setCursor[0]?.(plot));
    expect(outputs()).toEqual(['3,400.5', '800']);
  });

  it('follows its container’s width and lets go of uPlot when unmounted', async () => {
    const { unmount } = renderWithKit(<TimeSeriesChart label="Money" series={[deposits]} />);
    await waitFor(() => expect(plots).toHaveLength(1));
    const [plot] = plots as [FakePlot];
    const box = screen.getByRole('img', { name: 'Money' });
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 640 });
    act(() => resize?.());
    expect(plot.setSize).toHaveBeenCalledWith({ width: 640, height: 240 });
    unmount();
    expect(plot.destroy).toHaveBeenCalled();
  });

  it('draws again, in the new language, when the lines change', async () => {
    const { rerender } = renderWithKit(<TimeSeriesChart label="Money" series={[deposits]} />);
    await waitFor(() => expect(plots).toHaveLength(1));
    rerender(<TimeSeriesChart label="Money" series={[deposits, payouts]} />);
    await waitFor(() => expect(plots).toHaveLength(2));
    expect(plots[0]?.destroy).toHaveBeenCalled();
    expect(plots[1]?.data).toHaveLength(3);
  });

  it('replaces only the data when new readings come for the same lines', async () => {
    const { rerender } = renderWithKit(<TimeSeriesChart label="Money" series={[deposits]} />);
    await waitFor(() => expect(plots).toHaveLength(1));
    const later = {
      ...deposits,
      points: [...deposits.points, { time: start + 5 * DAY, value: 7 }],
    };
    rerender(<TimeSeriesChart label="Money" series={[later]} />);
    const [plot] = plots as [FakePlot];
    expect(plots).toHaveLength(1);
    expect(plot.setData).toHaveBeenLastCalledWith([
      [start, start + DAY, start + 2 * DAY, start + 5 * DAY],
      [1200, 3400.5, null, 7],
    ]);
    expect(plot.destroy).not.toHaveBeenCalled();
  });

  it('follows the container once data arrives after an empty start', async () => {
    const { rerender } = renderWithKit(<TimeSeriesChart label="Money" series={[]} />);
    rerender(<TimeSeriesChart label="Money" series={[deposits]} />);
    await waitFor(() => expect(plots).toHaveLength(1));
    const box = screen.getByRole('img', { name: 'Money' });
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 500 });
    act(() => resize?.());
    expect(plots[0]?.setSize).toHaveBeenCalledWith({ width: 500, height: 240 });
  });

  it('keeps its chart when only the formatter is new, and writes with the latest one', async () => {
    const { rerender } = renderWithKit(
      <TimeSeriesChart label="Money" series={[deposits]} formatAxisValue={(v) => `${v} a`} />,
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    rerender(
      <TimeSeriesChart label="Money" series={[deposits]} formatAxisValue={(v) => `${v} b`} />,
    );
    const [plot] = plots as [FakePlot];
    expect(plots).toHaveLength(1);
    expect(plot.options.axes[1]?.values(plot, [5])).toEqual(['5 b']);
  });

  it('writes the times, and begins the days, in the time zone given', async () => {
    renderWithKit(
      <TimeSeriesChart label="Money" series={[deposits, payouts]} timeZone="Asia/Shanghai" />,
      { locale: 'en' },
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    // The last reading is midnight UTC on 4 November: 08:00 in Shanghai.
    expect(screen.getByText('Nov 4, 08:00')).toBeInTheDocument();
    const [plot] = plots as [FakePlot];
    expect(plot.options.axes[0]?.values(plot, [start + DAY])).toEqual(['Nov 2']);
  });

  it('shows the translated empty state and loads no chart without data', async () => {
    renderWithKit(<TimeSeriesChart label="Money" series={[{ ...deposits, points: [] }]} />, {
      locale: 'ko',
    });
    expect(screen.getByText('데이터 없음')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(plots).toHaveLength(0);
  });
});
