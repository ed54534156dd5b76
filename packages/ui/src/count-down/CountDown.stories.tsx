import { css, type Theme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { CountDown, type CountDownHandle } from './CountDown';

const HOUR = 3_600_000;

const meta = {
  title: 'Display/CountDown',
  component: CountDown,
  tags: ['autodocs'],
  args: { time: 30 * HOUR, onFinish: fn(), onChange: fn() },
} satisfies Meta<typeof CountDown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HH:mm:ss, the hours including the day. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent(/^(30:00:00|29:59:5\d)$/);
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
  },
};

export const WithDays: Story = { args: { format: 'DD 天 HH 时 mm 分 ss 秒' } };

/** Updates every frame; finishes quickly. */
export const Millisecond: Story = {
  args: { time: 1200, millisecond: true, format: 'ss:SS' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00');
  },
};

const block = (theme: Theme) => css`
  display: inline-block;
  min-width: 22px;
  margin: 0 4px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  text-align: center;
`;

/** Rendered from the parts, as blocks. */
export const CustomBlocks: Story = {
  args: { time: 2 * HOUR, autoStart: false },
  render: (args) => (
    <CountDown {...args}>
      {(time) => (
        <>
          <span css={block}>{String(time.hours).padStart(2, '0')}</span>:
          <span css={block}>{String(time.minutes).padStart(2, '0')}</span>:
          <span css={block}>{String(time.seconds).padStart(2, '0')}</span>
        </>
      )}
    </CountDown>
  ),
};

function Controlled(args: Parameters<typeof CountDown>[0]) {
  const ref = useRef<CountDownHandle>(null);
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <CountDown {...args} ref={ref} />
      <Button size="small" onClick={() => ref.current?.start()}>
        Start
      </Button>
      <Button size="small" onClick={() => ref.current?.pause()}>
        Pause
      </Button>
      <Button size="small" onClick={() => ref.current?.reset()}>
        Reset
      </Button>
    </div>
  );
}

/** start / pause / reset through the ref. */
export const StartPauseReset: Story = {
  args: { time: 3000, millisecond: true, format: 'ss:SSS', autoStart: false },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('03:000');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(timer).not.toHaveTextContent('03:000'));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    const paused = timer.textContent;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(timer).toHaveTextContent(paused ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(timer).toHaveTextContent('03:000');
  },
};

/** Visual baseline: fixed times in each format, not running. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['HH:mm:ss', 'DD:HH:mm:ss', 'mm:ss:SSS', 'blocks'] as const}
      columns={['0', '59 s', '1 h 1 min', '26 h'] as const}
      cell={(format, column) => {
        const time = { '0': 0, '59 s': 59_000, '1 h 1 min': 61 * 60_000, '26 h': 26 * HOUR }[
          column
        ];
        return format === 'blocks' ? (
          <CountDown time={time} autoStart={false}>
            {(t) => (
              <>
                <span css={block}>{String(t.days * 24 + t.hours).padStart(2, '0')}</span>:
                <span css={block}>{String(t.minutes).padStart(2, '0')}</span>:
                <span css={block}>{String(t.seconds).padStart(2, '0')}</span>
              </>
            )}
          </CountDown>
        ) : (
          <CountDown time={time + 345} format={format} autoStart={false} />
        );
      }}
    />
  ),
};
