import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { stickerAlbum } from './fixtures';
import { Stickers } from './Stickers';

const routes = {
  ...baseRoutes(),
  '/api/user/getUserSticker': () => stickerAlbum(),
  '/api/user/activateSticker': () => ({ id: 4, name: '火焰', image: '', count: 0, isActive: true }),
  '/api/user/stickerReward': () => ({ amount: '8.88' }),
};

const meta = {
  title: 'Site/Rewards/Stickers',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory(routes),
    path: '/m/stickers',
    screen: <Stickers />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/me/stickers', screen: <Stickers /> } };
/** Every sticker lit: the album reward waits to be claimed. */
export const Complete: Story = {
  args: {
    store: () =>
      mockStore({
        token: TOKEN,
        routes: { ...routes, '/api/user/getUserSticker': () => stickerAlbum(8, 'claimable') },
      }),
  },
};
