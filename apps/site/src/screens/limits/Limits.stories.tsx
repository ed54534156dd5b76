import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { Limits } from './Limits';

const state = {
  serverNow: '2026-11-20T12:00:00.000Z',
  limits: {
    depositDay: '100.00',
    depositWeek: null,
    depositMonth: null,
    lossDay: null,
    lossWeek: '50.00',
    lossMonth: null,
  },
  used: {
    depositDay: '30.00',
    depositWeek: '30.00',
    depositMonth: '80.00',
    lossDay: '5.00',
    lossWeek: '12.50',
    lossMonth: '12.50',
  },
  pending: null,
  pendingFrom: null,
  pausedUntil: null,
  pauseKind: null,
  reminderMinutes: 30,
};

const meta = {
  title: 'Site/Account/Limits',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory({ ...baseRoutes(), '/api/limits/state': () => state }),
    path: '/m/limits',
    screen: <Limits />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/me/limits', screen: <Limits /> } };
