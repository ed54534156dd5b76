import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { NavBar } from './NavBar';

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  args: { title: '我的背包', leftArrow: true, onClickLeft: fn() },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back reports through onClickLeft. */
export const Back: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '返回' }));
    await expect(args.onClickLeft).toHaveBeenCalledTimes(1);
  },
};

export const WithRightSlot: Story = {
  args: { right: <button type="button">分享</button> },
};

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['title only', 'back', 'back + text + right'] as const}
      columns={['bar'] as const}
      cell={(row) => (
        <div style={{ width: 360 }}>
          <NavBar
            title="我的背包 Bag"
            leftArrow={row !== 'title only'}
            leftText={row === 'back + text + right' ? '返回' : undefined}
            right={row === 'back + text + right' ? <span>规则</span> : undefined}
          />
        </div>
      )}
    />
  ),
};
