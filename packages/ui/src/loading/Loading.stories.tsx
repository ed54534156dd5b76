import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Loading } from './Loading';

const meta = {
  title: 'Feedback/Loading',
  component: Loading,
  tags: ['autodocs'],
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Circular: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/.+/);
  },
};

export const Spinner: Story = { args: { type: 'spinner' } };

export const WithText: Story = {
  args: { children: '开箱中…', vertical: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('开箱中…');
  },
};

/** Visual baseline: both spinners at every size, with and without text. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['circular', 'spinner', 'primary', 'text', 'vertical'] as const}
      columns={['small', 'medium', 'large'] as const}
      cell={(row, size) => (
        <Loading
          size={size}
          type={row === 'spinner' ? 'spinner' : 'circular'}
          color={row === 'primary' ? 'var(--sb-color-primary)' : undefined}
          vertical={row === 'vertical'}
        >
          {row === 'text' || row === 'vertical' ? '加载中 Loading' : undefined}
        </Loading>
      )}
    />
  ),
};
