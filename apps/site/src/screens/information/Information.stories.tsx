import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountStory } from '../account/testing/AccountStory';
import { loadPlayer, playerStore } from '../account/testing/playerStories';
import { Information } from './Information';

const meta = {
  title: 'Site/Account/Information',
  component: AccountStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: playerStore(),
    prepare: loadPlayer,
    path: '/m/information',
    screen: <Information layout="m" />,
  },
} satisfies Meta<typeof AccountStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = {
  args: { path: '/p/me/information', screen: <Information layout="p" /> },
};
