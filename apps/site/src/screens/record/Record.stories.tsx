import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStore } from '../../testing/mockStore';
import { AT, TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { ScreenStory } from '../../testing/ScreenStory';
import { Record } from './Record';

const kinds = ['box.open', 'bag.sell', 'recharge.card', 'recharge.card.bonus', 'mall.buy'];
const ledger = () => ({
  list: kinds.map((kind, i) => ({
    id: i + 1,
    amount: kind === 'box.open' || kind === 'mall.buy' ? '-15.00' : '100.00',
    kind,
    createdAt: AT,
  })),
  total: 25,
});

const meta = {
  title: 'Site/Game/Record',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () =>
      mockStore({
        token: TOKEN,
        routes: {
          ...baseRoutes(),
          '/api/user/billDetails': ledger,
          '/api/user/ammoDetails': () => ({ list: [], total: 0 }),
          '/api/user/goodsRecords': () => ({ list: [], total: 0 }),
        },
      }),
    path: '/m/record',
    screen: <Record />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/me/record', screen: <Record /> } };
