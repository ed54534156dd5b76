import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { signedInStory, visitorStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { LuckyDetails } from './LuckyDetails';
import { luckyRoutes, luckyTry, TARGET } from './luckyFixtures';

const routes = { ...baseRoutes(), ...luckyRoutes() };

const meta = {
  title: 'Site/Game/LuckyDetails',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory(routes),
    path: '/m/luckyDetails?goodsId=42',
    screen: <LuckyDetails />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = {
  args: { path: '/p/luckyDetails?goodsId=42', screen: <LuckyDetails /> },
};
/** A visitor sees the item and its costs; trying and the tries need an account. */
export const Visitor: Story = {
  args: visitorStory(routes),
};

/** A try's dial (desktop): the needle spins round the item and slows onto a winning ticket. */
export const DialWin: Story = {
  args: {
    path: '/p/luckyDetails?goodsId=42',
    store: () =>
      mockStore({
        token: TOKEN,
        routes: {
          ...routes,
          '/api/lucky/try': () => ({
            ...luckyTry(9, { won: true, ticket: 3120, bagItemId: 77 }),
            amount: '80.00',
          }),
        },
      }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '开始冲刺' }));
    await waitFor(
      () => expect(canvas.getByTestId('lucky-dial')).toHaveAttribute('data-landed', 'true'),
      { timeout: 6000 },
    );
  },
};

/** A miss on a phone: the needle lands red past the winning arc, the ticket said. */
export const DialMiss: Story = {
  args: {
    store: () =>
      mockStore({
        token: TOKEN,
        routes: {
          ...routes,
          '/api/lucky/try': () => ({ ...luckyTry(9, { ticket: 71234 }), amount: '80.00' }),
        },
      }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '开始冲刺' }));
    await expect(await canvas.findByText(/差一点/, {}, { timeout: 6000 })).toBeInTheDocument();
    await expect(canvas.getByText(TARGET.name)).toBeInTheDocument();
  },
};
