import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import type { TimeSeries } from './series';
import { TimeSeriesChart } from './TimeSeriesChart';

const DAY = 86_400_000;
/** 1 October 2026, 00:00 in Shanghai (the stories' time zone). */
const start = Date.UTC(2026, 8, 30, 16);

/** A month of made-up daily figures, the same on every run. */
function daily(id: string, label: string, base: number, swing: number, days = 30): TimeSeries {
  return {
    id,
    label,
    points: Array.from({ length: days }, (_, day) => ({
      time: start + day * DAY,
      value: Math.round(base + swing * Math.sin(day / 3) + ((day * 7919) % 97) * (swing / 200)),
    })),
  };
}

const DEPOSITS = daily('deposits', '充值 Deposits', 42_000, 9_000);
const PAYOUTS = daily('payouts', '派奖 Payouts', 30_000, 7_000);
const HOURLY: TimeSeries = {
  id: 'online',
  label: '在线 Online',
  points: Array.from({ length: 24 }, (_, hour) => ({
    time: start + hour * 3_600_000,
    value: hour === 5 ? null : 200 + Math.round(150 * Math.sin((hour - 6) / 4)),
  })),
};

const meta = {
  title: 'Console/TimeSeriesChart',
  component: TimeSeriesChart,
  tags: ['autodocs'],
  // The site's business day: the same dates on every machine, whatever its own zone.
  args: {
    label: '每日充值与派奖 Deposits and payouts',
    series: [DEPOSITS, PAYOUTS],
    height: 240,
    timeZone: 'Asia/Shanghai',
  },
  argTypes: {
    series: { control: false },
    height: { control: { type: 'range', min: 120, max: 480 } },
  },
  render: (args) => (
    <div style={{ width: 760 }}>
      <TimeSeriesChart {...args} />
    </div>
  ),
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawn = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const canvas = canvasElement.querySelector('canvas');
    if (!canvas) throw new Error('not drawn yet');
    return canvas;
  });

/** Two lines over a month; the legend shows the latest day's figures. */
export const TwoSeries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await drawn(canvasElement);
    await expect(canvas.getBoundingClientRect().width).toBeCloseTo(760, 0);
    const legend = within(canvasElement.querySelector('figcaption') as HTMLElement);
    await expect(legend.getByText('充值 Deposits')).toBeInTheDocument();
    await expect(legend.getByText('10月30日', { exact: false })).toBeInTheDocument();
  },
};

/** One day by the hour: clock times on the axis, a gap where a reading is missing. */
export const Hourly: Story = {
  args: { label: '在线人数 Online', series: [HOURLY], height: 200 },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
  },
};

/** Money on the axis and in the legend, through the owner's own formats. */
export const CustomFormats: Story = {
  args: {
    series: [DEPOSITS],
    formatAxisValue: (value: number) => `¥${value / 1000}k`,
    formatValue: (value: number) => `¥${value.toFixed(2)}`,
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const legend = within(canvasElement.querySelector('figcaption') as HTMLElement);
    await expect(legend.getByRole('status')).toHaveTextContent(/^¥\d+\.\d\d$/);
  },
};

/** Nothing to draw: the empty state, no chart loaded. */
export const Empty: Story = {
  args: { series: [{ id: 'deposits', label: '充值 Deposits', points: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

const matrix = {
  'two lines, a month': [DEPOSITS, PAYOUTS],
  'one day, a gap': [HOURLY],
  empty: [],
} satisfies Record<string, TimeSeries[]>;

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('canvas')).toHaveLength(2));
  },
  render: () => (
    <Matrix
      rows={Object.keys(matrix) as (keyof typeof matrix)[]}
      columns={['chart'] as const}
      cell={(row) => (
        <div style={{ width: 560 }}>
          <TimeSeriesChart label={row} series={matrix[row]} height={180} timeZone="Asia/Shanghai" />
        </div>
      )}
    />
  ),
};
