import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { signedInStory, visitorStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { freeCaseStatus } from '../free-case/fixtures';
import { OPENED, SEALED_ROLL, welfareListing } from './fixtures';
import { Grade } from './Grade';

const routes = {
  ...baseRoutes(),
  '/api/welfare/list': () => welfareListing(),
  '/api/freeCase/status': () => freeCaseStatus({ state: 'opened' }),
  '/api/welfare/open': () => OPENED,
  '/api/fairness/verify': () => SEALED_ROLL,
  '/api/user/sell': () => ({ credited: '4.20', amount: '104.20' }),
};

const meta = {
  title: 'Site/Rewards/Grade',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory(routes),
    path: '/m/grade',
    screen: <Grade />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/grade', screen: <Grade /> } };
/** Visitors see every tier locked and a way to sign in. */
export const Visitor: Story = {
  args: visitorStory({
    ...routes,
    '/api/welfare/list': () =>
      welfareListing({
        points: 0,
        vipLevel: 0,
        tiers: welfareListing().tiers.map((t) => ({ ...t, state: 'locked' as const })),
      }),
  }),
};
