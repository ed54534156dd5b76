import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../../testing/ScreenStory';
import { loadPlayer, playerStore } from '../../testing/playerStories';
import { Vip } from './Vip';

const meta = {
  title: 'Site/Account/Vip',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { store: playerStore(), prepare: loadPlayer, path: '/m/vip', screen: <Vip /> },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = { args: { path: '/p/me/vip', screen: <Vip /> } };
