import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { signedInStory, visitorStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { newYearListing } from './fixtures';
import { NewYear } from './NewYear';

const routes = {
  ...baseRoutes(),
  '/api/activity/newYear': () => newYearListing(),
};

const meta = {
  title: 'Site/Rewards/NewYear',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory(routes),
    path: '/m/newyear',
    screen: <NewYear />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/newyear' } };
/** A visitor sees the page and is asked to sign in. */
export const Visitor: Story = {
  args: visitorStory(routes),
};
