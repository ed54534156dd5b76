import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { INVITED, RECORDS, SPREAD_OPENED, spreadInfo, spreadRules, spreadUser } from './fixtures';
import { Rule } from './Rule';
import { Spread } from './Spread';
import { SpreadUserDetail } from './SpreadUserDetail';
import { SpreadUsers } from './SpreadUsers';

const routes = {
  ...baseRoutes(),
  '/api/spread/info': () => spreadInfo(),
  '/api/spread/rules': () => spreadRules(),
  '/api/spread/openBox': () => SPREAD_OPENED,
  '/api/spread/users': () => INVITED,
  '/api/spread/userDetail': () => ({ user: spreadUser(), list: RECORDS, total: 2 }),
};

const meta = {
  title: 'Site/Referral/Spread',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory(routes),
    path: '/m/spread',
    screen: <Spread />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const DesktopInvitedPlayers: Story = {
  args: { path: '/p/me/spreadUser', screen: <SpreadUsers /> },
};
export const InvitedPlayerDetail: Story = {
  args: {
    path: '/m/spreadUserDetail?userId=42',
    pattern: '/m/spreadUserDetail',
    screen: <SpreadUserDetail />,
  },
};
export const Rules: Story = { args: { path: '/m/rule', screen: <Rule /> } };
