import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Empty } from './Empty';
import { EMPTY_PRESETS } from './EmptyImages';

const meta = {
  title: 'Display/Empty',
  component: Empty,
  tags: ['autodocs'],
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

const onRetry = fn();

/** A failed load with a way out. */
export const NetworkWithRetry: Story = {
  args: {
    image: 'network',
    children: (
      <Button variant="primary" size="small" onClick={onRetry}>
        重试 Retry
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('网络不给力，请稍后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试 Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const CustomDescription: Story = {
  args: { image: 'search', description: '没有找到 “AWP 巨龙传说”', imageSize: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('没有找到 “AWP 巨龙传说”')).toBeVisible();
  },
};

/** Visual baseline: the four presets, at the default size and small. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['160', '80'] as const}
      columns={EMPTY_PRESETS}
      cell={(size, preset) => (
        <Empty
          image={preset}
          imageSize={Number(size)}
          css={{ width: 170, padding: 0, p: { padding: 0 } }}
        />
      )}
    />
  ),
};
