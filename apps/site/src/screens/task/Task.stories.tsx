import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
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
    store: () => mockStore({ token: TOKEN, routes }),
    prepare: (store) => store.user.loadInfo(),
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
  args: { store: () => mockStore({ routes }), prepare: async () => {} },
};
