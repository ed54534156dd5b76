import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../../testing/ScreenStory';
import { loadPlayer, playerStore } from '../../testing/playerStories';
import { Personal } from './Personal';

const meta = {
  title: 'Site/Account/Personal',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: playerStore(),
    prepare: loadPlayer,
    path: '/m/personal',
    screen: <Personal />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = { args: { path: '/p/me/personal', screen: <Personal /> } };
