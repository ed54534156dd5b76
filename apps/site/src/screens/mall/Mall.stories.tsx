import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStore } from '../../testing/mockStore';
import { MALL, TOKEN, baseRoutes } from '../game/testing/fixtures';
import { ScreenStory } from '../../testing/ScreenStory';
import { Mall } from './Mall';

const routes = {
  ...baseRoutes(),
  '/api/mall/list': () => ({ list: MALL, total: MALL.length }),
  '/api/mall/quota': () => ({ quota: '12.50', amount: '100.00' }),
};

const meta = {
  title: 'Site/Game/Mall',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () => mockStore({ token: TOKEN, routes }),
    prepare: (store) => store.user.loadInfo(),
    path: '/m/mall',
    screen: <Mall layout="m" />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/mall', screen: <Mall layout="p" /> } };
/** Visitors browse; the quota needs an account (SPEC section 6). */
export const Visitor: Story = { args: { store: () => mockStore({ routes }), prepare: undefined } };
