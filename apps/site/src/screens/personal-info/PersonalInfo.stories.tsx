import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { userInfo } from '../../testing/accountFixtures';
import { loadPlayer, playerStore } from '../../testing/playerStories';
import { PersonalInfo } from './PersonalInfo';

/** Mobile only: on desktop this page's sections sit on /p/me/personal (see Personal). */
const meta = {
  title: 'Site/Account/PersonalInfo',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: playerStore(),
    prepare: loadPlayer,
    path: '/m/personalInfo',
    screen: <PersonalInfo />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

/** SPEC section 5: a bound trade link is shown and cannot be changed. */
export const TradeLinkBound: Story = {
  args: {
    store: playerStore({
      '/api/user/getInfo': () => ({
        ...userInfo(),
        ext: {
          ...userInfo().ext,
          steamUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCd_12x',
        },
      }),
    }),
  },
};

/** SPEC section 5: after an attempt, retry only after 1 minute. */
export const RealNameRetry: Story = {
  args: {
    store: playerStore({
      '/api/user/queryRealName': () => ({
        isVerified: false,
        realName: '',
        idNumber: '',
        retryAfter: 42,
        rewardAmount: '1.00',
      }),
    }),
  },
};

/** SPEC section 5: the invite code changes once, so the change is confirmed first. */
export const InviteCodeConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: '邀请人邀请码' }), 'FRIEND88');
    await userEvent.click(canvas.getAllByRole('button', { name: '绑定' })[1] as HTMLElement);
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: '确认修改邀请码',
    });
    await expect(dialog).toHaveTextContent('邀请码只能修改一次');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  },
};
