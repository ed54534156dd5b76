import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { SIGNIN_RECORDS, signinAwards } from './fixtures';
import { Signin } from './Signin';

const routes = {
  ...baseRoutes(),
  '/api/user/signinAwards': () => signinAwards(),
  '/api/user/signinRewardRecords': () => SIGNIN_RECORDS,
  '/api/user/signin': () => ({ day: 3, kind: 'amount', amount: '1.00' }),
};

const meta = {
  title: 'Site/Rewards/Signin',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory(routes),
    path: '/m/signin',
    screen: <Signin />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/me/signin', screen: <Signin /> } };
