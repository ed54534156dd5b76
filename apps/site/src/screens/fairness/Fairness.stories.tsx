import { ROLL_VECTORS } from '@skinbox/fairness';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockStore } from '../../testing/mockStore';
import { TOKEN, baseRoutes, present } from '../../testing/gameFixtures';
import { ScreenStory } from '../../testing/ScreenStory';
import { Fairness } from './Fairness';

const vector = present(ROLL_VECTORS[0]);

const meta = {
  title: 'Site/Game/Fairness',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () =>
      mockStore({
        token: TOKEN,
        routes: {
          ...baseRoutes(),
          '/api/fairness/current': () => ({
            serverSeedHash: '9f2c0b7e4a1d3f5c6b8e0a2d4f6c8e0b1a3c5e7f9b2d4f6a8c0e2b4d6f8a0c2e',
            clientSeed: 'lucky-seed',
            nonce: 12,
          }),
          '/api/fairness/verify': () => ({
            rollId: 5,
            game: 'box',
            serverSeedHash: '',
            serverSeed: vector.input.serverSeed,
            clientSeed: vector.input.clientSeed,
            nonce: vector.input.nonce,
            cursor: vector.input.cursor,
            ticket: vector.ticket,
            verified: true,
          }),
        },
      }),
    path: '/m/fairness?rollId=5&boxId=1',
    pattern: '/m/fairness',
    screen: <Fairness />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = {
  args: {
    path: '/p/fairness?rollId=5&boxId=1',
    pattern: '/p/fairness',
    screen: <Fairness />,
  },
};

/** A stored roll recomputed in the browser: same ticket as the server's. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue(vector.input.serverSeed);
    await canvas.findByDisplayValue('反恐精英武器箱');
    await userEvent.click(canvas.getByRole('button', { name: '计算' }));
    await expect(await canvas.findByText('与服务器记录的票号一致')).toBeInTheDocument();
  },
};
