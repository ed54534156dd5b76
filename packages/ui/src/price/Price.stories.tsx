import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Price } from './Price';

const meta = {
  title: 'Display/Price',
  component: Price,
  tags: ['autodocs'],
  args: { value: '1288.5' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAttribute('data-icon', 'coin');
    await expect(canvasElement).toHaveTextContent('1288.5');
  },
};

/** No fraction in the value: .00 is shown. */
export const WholeNumber: Story = {
  args: { value: '300' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('300.00');
  },
};

export const HideDecimal: Story = { args: { value: '300.75', hideDecimal: true } };

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['1288.5', '300', '0.01'] as const}
      columns={['default', 'hideDecimal', 'no icon'] as const}
      cell={(value, column) => (
        <Price
          value={value}
          hideDecimal={column === 'hideDecimal'}
          showIcon={column !== 'no icon'}
        />
      )}
    />
  ),
};
