import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../../testing/ScreenStory';
import { userInfo } from '../account/testing/fixtures';
import { loadPlayer, playerStore } from '../account/testing/playerStories';
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
