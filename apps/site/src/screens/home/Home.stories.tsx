import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockStore } from '../../testing/mockStore';
import { baseRoutes } from '../game/testing/fixtures';
import { ScreenStory } from '../../testing/ScreenStory';
import { Home } from './Home';

const meta = {
  title: 'Site/Game/Home',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () => mockStore({ routes: baseRoutes() }),
    path: '/m/home',
    screen: <Home layout="m" />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('34,567')).toBeInTheDocument();
  },
};

export const Desktop: Story = { args: { path: '/p/home', screen: <Home layout="p" /> } };
