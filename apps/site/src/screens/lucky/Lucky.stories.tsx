import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { ScreenStory } from '../../testing/ScreenStory';
import { Lucky } from './Lucky';
import { luckyRoutes } from './luckyFixtures';

const meta = {
  title: 'Site/Game/Lucky',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () => mockStore({ routes: { ...baseRoutes(), ...luckyRoutes() } }),
    path: '/m/lucky',
    screen: <Lucky />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/lucky', screen: <Lucky /> } };
