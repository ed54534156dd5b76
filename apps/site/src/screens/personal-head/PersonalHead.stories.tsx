import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { playerRoutes, userInfo } from '../../testing/accountFixtures';
import { loadPlayer, playerStore } from '../../testing/playerStories';
import { PersonalHead } from './PersonalHead';

/** Mobile only: on desktop this page's sections sit on /p/me/personal (see Personal). */
const meta = {
  title: 'Site/Account/PersonalHead',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: playerStore(),
    prepare: loadPlayer,
    path: '/m/personalHead',
    screen: <PersonalHead />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

const vip5 = userInfo({ base: { ...userInfo().base, userLevel: 5 } });
const avatar = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#8847ff"/><circle cx="40" cy="32" r="16" fill="#fff"/></svg>',
)}`;

/** VIP5: the kit's Uploader offers one picture of the contract's types. */
export const CanUpload: Story = {
  args: {
    store: playerStore({ ...playerRoutes(vip5) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('上传自定义头像')).toBeEnabled();
  },
};

/** SPEC section 5: the uploaded picture waits for review in the one slot. */
export const UnderReview: Story = {
  args: {
    store: playerStore({
      ...playerRoutes(vip5),
      '/api/user/getAvaterList': () => ({
        list: [],
        uploadVipLevel: 5,
        avaterStatus: 1,
        pendingAvater: avatar,
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('avatar-review')).toHaveTextContent('头像审核中');
    await expect(canvas.queryByLabelText('上传自定义头像')).toBeNull();
  },
};
