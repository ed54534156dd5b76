import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../../testing/ScreenStory';
import { loadPlayer, playerStore } from '../../testing/playerStories';
import { InformationDetail } from './InformationDetail';

const meta = {
  title: 'Site/Account/InformationDetail',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: playerStore(),
    prepare: loadPlayer,
    path: '/m/informationDetail?id=3',
    screen: <InformationDetail />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = {
  args: { path: '/p/me/informationDetail?id=3', screen: <InformationDetail /> },
};
