import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
