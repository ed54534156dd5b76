import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStore } from '../../testing/mockStore';
import { ScreenStory } from '../../testing/ScreenStory';
import { sliderChallenge } from '../../testing/accountFixtures';
import { ForgetPassword } from './ForgetPassword';

const meta = {
  title: 'Site/Account/ForgetPassword',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () => mockStore({ routes: { '/api/auth/getGraphicCode': () => sliderChallenge } }),
    path: '/m/forgetPW',
    screen: <ForgetPassword />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = {
  args: { path: '/p/forgetPW', screen: <ForgetPassword /> },
};
