import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { CountUp } from './CountUp';

const meta = {
  title: 'Display/CountUp',
  component: CountUp,
  tags: ['autodocs'],
  args: { end: 1234567, onFinish: fn(), style: { color: 'var(--sb-color-coin)', fontSize: 24 } },
} satisfies Meta<typeof CountUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 3000 ms with easeOutExpo, ',' between thousands. The play checks what holds at once (the end
 * for screen readers, the frames on their way); the finish is checked on a short count (Decimals),
 * so no test waits 3 s of real time.
 */
export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('1,234,567', { selector: 'span:not([aria-hidden])' }),
    ).toBeInTheDocument();
    const frame = canvasElement.querySelector('[aria-hidden="true"]')?.textContent ?? '';
    await expect(frame).toMatch(/^\d{1,3}(,\d{3})*$/);
    await expect(Number(frame.replaceAll(',', ''))).toBeLessThanOrEqual(1234567);
  },
};

export const Decimals: Story = {
  args: { end: 8888.88, decimals: 2, prefix: '¥', duration: 300 },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onFinish).toHaveBeenCalled());
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent(
      '¥8,888.88',
    );
  },
};

function Growing(args: Parameters<typeof CountUp>[0]) {
  const [end, setEnd] = useState(1000);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <CountUp {...args} end={end} />
      <Button size="small" onClick={() => setEnd((value) => value + 500)}>
        +500
      </Button>
    </div>
  );
}

/** A new end counts on from the value shown; screen readers hear the final value. */
export const NewEnd: Story = {
  args: { end: 1000, duration: 300 },
  render: (args) => <Growing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('1,000', { selector: 'span[aria-hidden]' })));
    await userEvent.click(canvas.getByRole('button', { name: '+500' }));
    await expect(canvas.getByText('1,500', { selector: 'span:not([aria-hidden])' })).toBeTruthy();
    await waitFor(() => expect(canvas.getByText('1,500', { selector: 'span[aria-hidden]' })));
  },
};

/** Visual baseline: formats at fixed values (duration 0: nothing moves). */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['default', 'decimals', 'prefix/suffix', 'no separator'] as const}
      columns={['0', '999', '1234567.891'] as const}
      cell={(row, column) => (
        <CountUp
          end={Number(column)}
          duration={0}
          decimals={row === 'decimals' ? 2 : 0}
          prefix={row === 'prefix/suffix' ? '¥' : undefined}
          suffix={row === 'prefix/suffix' ? ' 币' : undefined}
          separator={row === 'no separator' ? '' : undefined}
          style={{ color: 'var(--sb-color-text)', fontSize: 16 }}
        />
      )}
    />
  ),
};
