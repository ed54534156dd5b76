import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenStory } from '../../testing/ScreenStory';
import { loadPlayer, playerStore } from '../../testing/playerStories';
import { Information } from './Information';

const meta = {
  title: 'Site/Account/Information',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: playerStore(),
    prepare: loadPlayer,
    path: '/m/information',
    screen: <Information />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = {
  args: { path: '/p/me/information', screen: <Information /> },
};

/** No messages: the kit's Empty. */
export const NoMessages: Story = {
  args: {
    store: playerStore({
      '/api/user/getMessage': () => ({ list: [], total: 0, noReadMessages: 0 }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无消息')).toBeInTheDocument();
  },
};
