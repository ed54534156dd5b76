import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { Icon } from './Icon';

const frames = [
  ['青铜', 1],
  ['白银', 3],
  ['黄金', 5],
  ['钻石', 10],
].map(([name, vipLevel], index) => ({
  id: index + 1,
  name: String(name),
  image: '',
  vipLevel: Number(vipLevel),
  unlocked: Number(vipLevel) <= 3,
  inUse: index === 0,
}));

const meta = {
  title: 'Site/Account/Icon',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory({
      ...baseRoutes(),
      '/api/user/getAvaterFrameList': () => frames,
      '/api/user/getAvaterList': () => ({
        list: [],
        uploadVipLevel: 5,
        avaterStatus: 0,
        pendingAvater: '',
      }),
    }),
    path: '/p/icon',
    screen: <Icon />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
