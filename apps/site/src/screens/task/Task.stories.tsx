import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { signedInStory, visitorStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { taskListing } from './fixtures';
import { Task } from './Task';

const routes = {
  ...baseRoutes(),
  '/api/task/list': () => taskListing(),
};

const meta = {
  title: 'Site/Rewards/Task',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory(routes),
    path: '/m/task',
    screen: <Task />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/task' } };
/** A visitor sees the page and is asked to sign in. */
export const Visitor: Story = {
  args: visitorStory(routes),
};
