import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { ScreenStory } from '../../testing/ScreenStory';
import { LuckyDetails } from './LuckyDetails';
import { luckyRoutes } from './luckyFixtures';

const routes = { ...baseRoutes(), ...luckyRoutes() };

const meta = {
  title: 'Site/Game/LuckyDetails',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () => mockStore({ token: TOKEN, routes }),
    prepare: async (store) => {
      await store.user.loadInfo();
    },
    path: '/m/luckyDetails?goodsId=42',
    screen: <LuckyDetails />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = {
  args: { path: '/p/luckyDetails?goodsId=42', screen: <LuckyDetails /> },
};
/** A visitor sees the item and its costs; trying and the tries need an account. */
export const Visitor: Story = {
  args: { store: () => mockStore({ routes }), prepare: async () => {} },
};
