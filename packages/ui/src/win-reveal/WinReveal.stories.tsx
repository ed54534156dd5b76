import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { storyItem } from '../testing/storyItems';
import { WinReveal } from './WinReveal';

const meta = {
  title: 'Business/WinReveal',
  component: WinReveal,
  tags: ['autodocs'],
  args: {
    item: { ...storyItem('Redline'), price: '35.20' },
    cost: '10.00',
    onSell: fn(),
    onKeep: fn(),
  },
  decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>],
} satisfies Meta<typeof WinReveal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A win worth more than the box: ×3.5 in green; Sell calls back. */
export const Gain: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /出售/ }));
    await expect(args.onSell).toHaveBeenCalledTimes(1);
  },
};

/** A knife from a cheap box. */
export const Special: Story = {
  args: { item: { ...storyItem('Karambit'), price: '1450.00' } },
};

/** Across a desktop stage: the item large on the left, its value and the choices on the right. */
export const Wide: Story = {
  args: {
    wide: true,
    item: { ...storyItem('Karambit'), price: '1450.00' },
    actions: (
      <>
        <Button size="large" block>
          Open again
        </Button>
        <Button size="large" block>
          Open ×5
        </Button>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ width: 1100 }}>{Story()}</div>],
};

/** A demo's result: marked, its own heading, no Sell or Keep. */
export const Demo: Story = {
  args: {
    title: 'Demo result',
    badge: 'Demo · nothing is credited',
    onSell: undefined,
    onKeep: undefined,
    actions: (
      <Button variant="primary" size="large" block>
        Sign in to open
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /出售/ })).toBeNull();
    await expect(canvas.getByText('Demo · nothing is credited')).toBeInTheDocument();
  },
};

/** Visual baseline: a loss, a gain, a ★ special and a sale under way, stilled. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: (args) => (
    <Matrix
      rows={['loss', 'gain'] as const}
      columns={['plain', 'special', 'selling'] as const}
      cell={(row, column) => (
        <div style={{ width: 320 }}>
          <WinReveal
            {...args}
            animate={false}
            item={
              column === 'special'
                ? { ...storyItem('Karambit'), price: row === 'loss' ? '5.00' : '1450.00' }
                : { ...storyItem('Redline'), price: row === 'loss' ? '0.50' : '35.20' }
            }
            selling={column === 'selling'}
          />
        </div>
      )}
    />
  ),
};
