import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountStory } from '../account/testing/AccountStory';
import { loadPlayer, playerStore } from '../account/testing/playerStories';
import { InformationDetail } from './InformationDetail';

const meta = {
  title: 'Site/Account/InformationDetail',
  component: AccountStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: playerStore(),
    prepare: loadPlayer,
    path: '/m/informationDetail?id=3',
    screen: <InformationDetail layout="m" />,
  },
} satisfies Meta<typeof AccountStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = {
  args: { path: '/p/me/informationDetail?id=3', screen: <InformationDetail layout="p" /> },
};
