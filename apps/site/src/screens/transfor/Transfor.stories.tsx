import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { SPIN, turntableState } from './fixtures';
import { Transfor } from './Transfor';

const routes = {
  ...baseRoutes(),
  '/api/turntable/state': () => turntableState(),
  '/api/turntable/spin': () => SPIN,
};

const meta = {
  title: 'Site/Rewards/Transfor',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory(routes),
    path: '/m/transfor',
    screen: <Transfor />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/transfor', screen: <Transfor /> } };
/** This week's spin made; the top prize unlocked by three invited players who recharged. */
export const SpunWithTopPrize: Story = {
  args: {
    store: () =>
      mockStore({
        token: TOKEN,
        routes: {
          ...routes,
          '/api/turntable/state': () => {
            const state = turntableState({
              spin: SPIN,
              topPrizeUnlocked: true,
              invitedRecharged: 3,
            });
            return {
              ...state,
              prizes: [
                {
                  index: 0,
                  amount: '100.00',
                  probability: '0.0100',
                  ticketFrom: 1,
                  ticketTo: 10,
                  top: true,
                },
                ...state.prizes.map((p) => ({
                  ...p,
                  ticketFrom: p.ticketFrom + 10,
                  ticketTo: Math.min(100_000, p.ticketTo + 10),
                })),
              ],
            };
          },
        },
      }),
  },
};
