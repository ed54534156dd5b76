import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { signedInStory, visitorStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { festivalListing } from './fixtures';
import { Activity } from './Activity';

const routes = {
  ...baseRoutes(),
  '/api/activity/festival': () => festivalListing(),
};

const meta = {
  title: 'Site/Rewards/Activity',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory(routes),
    path: '/m/activity',
    screen: <Activity />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/activity' } };
/** A visitor sees the page and is asked to sign in. */
export const Visitor: Story = {
  args: visitorStory(routes),
};
