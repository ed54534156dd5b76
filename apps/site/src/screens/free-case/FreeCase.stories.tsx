import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { ScreenStory } from '../../testing/ScreenStory';
import { FreeCase } from './FreeCase';
import { FREE_OPENED, SEALED_FREE_ROLL, freeCaseStatus } from './fixtures';
import type { FreeCaseStatus } from './useFreeCase';

const routesFor = (status: FreeCaseStatus) => ({
  ...baseRoutes(),
  '/api/freeCase/status': () => status,
  '/api/freeCase/open': () => FREE_OPENED,
  '/api/fairness/verify': () => SEALED_FREE_ROLL,
  '/api/user/sell': () => ({ credited: '0.35', amount: '100.35' }),
});

/** The free daily case in each of its states (issue 30), as the rewards screens show it. */
const meta = {
  title: 'Site/Rewards/Free daily case',
  component: ScreenStory,
  parameters: { layout: 'padded' },
  args: {
    store: () => mockStore({ token: TOKEN, routes: routesFor(freeCaseStatus()) }),
    prepare: async () => {},
    path: '/m/grade',
    screen: <FreeCase />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** VIP1 and not opened today: one press opens it. */
export const Ready: Story = {};
export const OpenedToday: Story = {
  args: {
    store: () =>
      mockStore({ token: TOKEN, routes: routesFor(freeCaseStatus({ state: 'opened' })) }),
  },
};
/** Below VIP1: the level to reach, and how growth comes. */
export const Locked: Story = {
  args: {
    store: () =>
      mockStore({
        token: TOKEN,
        routes: routesFor(freeCaseStatus({ state: 'locked', vipLevel: 0 })),
      }),
  },
};
export const Visitor: Story = {
  args: {
    store: () =>
      mockStore({ routes: routesFor(freeCaseStatus({ state: 'signedOut', vipLevel: 0 })) }),
  },
};
export const Desktop: Story = { args: { path: '/p/grade' } };
