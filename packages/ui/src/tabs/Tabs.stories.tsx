import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { key: 'bag', title: '背包', content: '背包物品' },
  { key: 'record', title: '记录', content: '开箱记录' },
  { key: 'mall', title: '商城', content: '商城商品' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click and arrow keys change the tab. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '背包' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '记录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('开箱记录');
  },
};

/** Many tabs scroll sideways. */
export const Scrollable: Story = {
  args: {
    items: Array.from({ length: 12 }, (_, index) => ({
      key: String(index),
      title: `标签 ${index + 1}`,
    })),
  },
};

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['first active', 'second active', 'with disabled'] as const}
      columns={['tabs'] as const}
      cell={(row) => (
        <div style={{ width: 320 }}>
          <Tabs
            items={
              row === 'with disabled'
                ? [...items.slice(0, 2), { key: 'off', title: '关闭', disabled: true }]
                : items
            }
            defaultValue={row === 'second active' ? 'record' : 'bag'}
          />
        </div>
      )}
    />
  ),
};
