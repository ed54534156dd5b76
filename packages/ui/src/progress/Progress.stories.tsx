import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Progress } from './Progress';

const meta = {
  title: 'Feedback/Progress',
  component: Progress,
  tags: ['autodocs'],
  args: { percentage: 50 },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 320, paddingTop: 8 }}>
      <Story />
    </div>
  ),
];

/** A progressbar with its value for assistive technology and a bubble showing the share. */
export const Basic: Story = {
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).toHaveTextContent('50%');
  },
};

/** Values outside 0..100 are clamped. */
export const Clamped: Story = {
  decorators: narrow,
  args: { percentage: 130 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveTextContent('100%');
  },
};

/** A thicker bar in its own colour; the bubble's own text is also the value text. */
export const Custom: Story = {
  decorators: narrow,
  args: {
    percentage: 75,
    strokeWidth: 8,
    color: '#8847ff',
    textColor: '#ffffff',
    pivotText: '15/20',
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', '15/20');
    await expect(bar).toHaveTextContent('15/20');
    await expect(getComputedStyle(bar).height).toBe('8px');
  },
};

/** Greyed out (e.g. a paused task), still reporting its value. */
export const Inactive: Story = {
  decorators: narrow,
  args: { inactive: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('data-inactive', 'true');
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
  },
};

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['default', 'thick', 'inactive', 'no-pivot'] as const}
      columns={['0', '35', '100'] as const}
      cell={(row, pct) => (
        <div style={{ width: 200, padding: '8px 0' }}>
          <Progress
            percentage={Number(pct)}
            strokeWidth={row === 'thick' ? 8 : undefined}
            color={row === 'thick' ? 'var(--sb-rarity-restricted)' : undefined}
            pivotText={row === 'thick' ? `${Number(pct) / 5}/20` : undefined}
            textColor={row === 'thick' ? 'var(--sb-color-text)' : undefined}
            inactive={row === 'inactive'}
            showPivot={row !== 'no-pivot'}
          />
        </div>
      )}
    />
  ),
};
