import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockStore } from '../../testing/mockStore';
import { TOKEN, baseRoutes } from '../game/testing/fixtures';
import { ScreenStory } from '../../testing/ScreenStory';
import { Recharge } from './Recharge';

const amounts = ['10.00', '50.00', '100.00', '500.00'].map((amount, i) => ({
  amount,
  bonus: ['0.00', '1.00', '5.00', '40.00'][i] ?? '0.00',
}));

const meta = {
  title: 'Site/Game/Recharge',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () =>
      mockStore({
        token: TOKEN,
        routes: {
          ...baseRoutes(),
          '/api/recharge/methods': () => ({
            methods: ['alipay', 'wechat', 'bank'].map((method) => ({ method, amounts })),
          }),
          '/api/recharge/card': () => ({ credited: '100.00', amount: '200.00' }),
        },
      }),
    prepare: (store) => store.user.loadInfo(),
    path: '/m/recharge',
    screen: <Recharge layout="m" />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/recharge', screen: <Recharge layout="p" /> } };

/** SPEC section 5: the card amount is required first. */
export const CardAmountMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '兑换' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择卡面金额');
  },
};
