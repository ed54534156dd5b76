import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { DailyRank } from './DailyRank';
import { rankingBoard } from './fixtures';

const routes = {
  ...baseRoutes(),
  '/api/ranking/board': (payload: Record<string, unknown>) =>
    rankingBoard(payload.day === 'yesterday' ? 'yesterday' : 'today'),
};

const meta = {
  title: 'Site/Rewards/DailyRank',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory(routes),
    path: '/m/dailyRank',
    screen: <DailyRank />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/dailyRank', screen: <DailyRank /> } };
