import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOKEN, baseRoutes, bagItem, userInfo } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { ScreenStory } from '../../testing/ScreenStory';
import { rollRoutes } from './rollFixtures';
import { RollList } from './RollList';
import { ROOM_CARD_SKELETON_PX } from './RollListView';

const info = userInfo();
const routes = { ...baseRoutes(), ...rollRoutes() };
const streamerRoutes = {
  ...routes,
  ...baseRoutes({ ...info, base: { ...info.base, userType: 2 } }),
  '/api/user/rucksackGoods': () => ({
    list: [bagItem(31, 'bag', '88.00'), bagItem(32, 'bag', '12.00'), bagItem(33, 'bag', '3.55')],
    total: 3,
    bagValue: '103.55',
  }),
};

const meta = {
  title: 'Site/Game/RollList',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () => mockStore({ token: TOKEN, routes }),
    prepare: async (store) => {
      await store.user.loadInfo();
    },
    path: '/m/roll',
    screen: <RollList />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The rooms' skeleton stands where the cards will (issue 30: nothing jumps when the rooms come):
 * every card is within a tenth of ROOM_CARD_SKELETON_PX.
 */
async function expectCardsFitTheSkeleton(canvasElement: HTMLElement) {
  const cards = await within(canvasElement).findAllByRole('article');
  for (const card of cards) {
    const height = card.getBoundingClientRect().height;
    await expect(Math.abs(height - ROOM_CARD_SKELETON_PX)).toBeLessThanOrEqual(
      ROOM_CARD_SKELETON_PX / 10,
    );
  }
}

export const Mobile: Story = {
  play: ({ canvasElement }) => expectCardsFitTheSkeleton(canvasElement),
};
export const Desktop: Story = {
  args: { path: '/p/roll', screen: <RollList /> },
  play: ({ canvasElement }) => expectCardsFitTheSkeleton(canvasElement),
};
/** A streamer (anchor account) sees the button that makes a room from their bag. */
export const Streamer: Story = {
  args: {
    store: () => mockStore({ token: TOKEN, routes: streamerRoutes }),
    path: '/p/roll',
    screen: <RollList />,
  },
};
