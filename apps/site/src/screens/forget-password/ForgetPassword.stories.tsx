import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStore } from '../../testing/mockStore';
import { AccountStory } from '../account/testing/AccountStory';
import { sliderChallenge } from '../account/testing/fixtures';
import { ForgetPassword } from './ForgetPassword';

const meta = {
  title: 'Site/Account/ForgetPassword',
  component: AccountStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () => mockStore({ routes: { '/api/auth/getGraphicCode': () => sliderChallenge } }),
    path: '/m/forgetPW',
    screen: <ForgetPassword layout="m" />,
  },
} satisfies Meta<typeof AccountStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = {
  args: { path: '/p/forgetPW', screen: <ForgetPassword layout="p" /> },
};
