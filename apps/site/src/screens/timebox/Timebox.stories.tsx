import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { signedInStory, visitorStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { DRAWS, timeboxListing } from './fixtures';
import { Timebox } from './Timebox';

const routes = {
  ...baseRoutes(),
  '/api/timebox/list': () => timeboxListing(),
  '/api/timebox/draws': () => DRAWS,
};

const meta = {
  title: 'Site/Rewards/Timebox',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory(routes),
    path: '/m/timebox',
    screen: <Timebox />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/timebox', screen: <Timebox /> } };
export const Visitor: Story = {
  args: visitorStory(routes),
};
