import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { TOKEN, baseRoutes, bagItem, userInfo } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { expectCardsFitTheSkeleton } from '../../testing/skeletonFit';
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
    ...signedInStory(routes),
    path: '/m/roll',
    screen: <RollList />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement }) =>
    expectCardsFitTheSkeleton(
      await within(canvasElement).findAllByRole('article'),
      ROOM_CARD_SKELETON_PX,
    ),
};
export const Desktop: Story = {
  args: { path: '/p/roll', screen: <RollList /> },
  play: async ({ canvasElement }) =>
    expectCardsFitTheSkeleton(
      await within(canvasElement).findAllByRole('article'),
      ROOM_CARD_SKELETON_PX,
    ),
};
/** A streamer (anchor account) sees the button that makes a room from their bag. */
export const Streamer: Story = {
  args: {
    store: () => mockStore({ token: TOKEN, routes: streamerRoutes }),
    path: '/p/roll',
    screen: <RollList />,
  },
};
