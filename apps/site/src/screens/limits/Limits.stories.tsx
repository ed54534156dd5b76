import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { Limits } from './Limits';
import { limitsState } from './limitsFixtures';

const meta = {
  title: 'Site/Account/Limits',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory({
      ...baseRoutes(),
      '/api/limits/state': () => limitsState({ reminderMinutes: 30 }),
    }),
    path: '/m/limits',
    screen: <Limits />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/me/limits', screen: <Limits /> } };
