import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOKEN, baseRoutes, userInfo } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { drawnDetail, openDetail, rollRoutes } from './rollFixtures';
import { RollDetail } from './RollDetail';

const meta = {
  title: 'Site/Game/RollDetail',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory({ ...baseRoutes(), ...rollRoutes(openDetail) }),
    path: '/m/roll_detail?rollId=7',
    screen: <RollDetail />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open password room: the viewer meets the VIP level but not yet the recharge. */
export const Open: Story = {};
export const OpenDesktop: Story = {
  args: { path: '/p/roll_detail?rollId=7', screen: <RollDetail /> },
};
/** After the draw: winners on their prizes, the revealed seeds, the viewer (17) among the winners. */
export const Drawn: Story = {
  args: {
    store: () =>
      mockStore({
        token: TOKEN,
        routes: { ...baseRoutes({ ...userInfo(), userId: 17 }), ...rollRoutes(drawnDetail) },
      }),
    path: '/p/roll_detail?rollId=7',
    screen: <RollDetail />,
  },
};

/**
 * The draw as it happens to a viewer who watched the room open: the room is due, the next answer
 * brings the draw, and a light runs over the entrants' avatars onto each prize's winner.
 */
export const LiveDraw: Story = {
  args: {
    store: () => {
      let asked = 0;
      const due = openDetail({ countdownMs: 0, drawAt: openDetail().serverNow });
      return mockStore({
        token: TOKEN,
        routes: {
          ...baseRoutes({ ...userInfo(), userId: 17 }),
          ...rollRoutes(() => (++asked > 1 ? drawnDetail() : due)),
        },
      });
    },
    path: '/p/roll_detail?rollId=7',
    screen: <RollDetail />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('roll-draw', {}, { timeout: 6000 })).toBeVisible();
  },
};
