import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AT, baseRoutes, goods } from '../../testing/gameFixtures';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { Contract } from './Contract';

const OFFER = [11, 12, 13, 14].map((id, i) => ({
  id,
  goods: goods(id, { price: ['12.00', '9.50', '6.30', '3.20'][i] }),
}));
const PRICES = ['7.10', '10.40', '15.20', '22.30', '32.80', '48.10', '70.60', '103.50'];
const TICKETS = [28115, 20076, 14633, 10987, 8525, 6880, 5767, 5017];
let from = 1;
const LADDER = PRICES.map((price, i) => {
  const tickets = TICKETS[i] ?? 1;
  const rung = {
    goods: goods(30 + i, {
      name: `奖品 ${i + 1}`,
      price,
      quality: i > 5 ? 'covert' : 'restricted',
    }),
    tickets,
    probability: (tickets / 1000).toFixed(4),
    ticketFrom: from,
    ticketTo: from + tickets - 1,
  };
  from += tickets;
  return rung;
});

const meta = {
  title: 'Site/Game/Contract',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory({
      ...baseRoutes(),
      '/api/extend/userRucksackWeapons': () => ({ list: OFFER, total: 4, bagValue: '31.00' }),
      '/api/extend/contractPreview': () => ({
        value: '27.80',
        rtpBasisPoints: 9000,
        expectedValue: '25.01',
        serverSeedHash: '4f2a9c0e7b1d3e5f6a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f',
        clientSeed: 'my-lucky-seed',
        nonce: 12,
        ladder: LADDER,
      }),
      '/api/extend/signContract': () => ({
        contractId: 5,
        item: { id: 77, goods: LADDER[2]?.goods },
        rung: 2,
        rollId: 901,
        ticket: 51234,
        nonce: 12,
      }),
      '/api/extend/contractRecords': () => ({
        list: [
          {
            contractId: 4,
            value: '31.00',
            rtpBasisPoints: 9000,
            ladder: LADDER.map((r) => ({ goods: r.goods, tickets: r.tickets })),
            prize: LADDER[0]?.goods,
            rung: 0,
            ticket: 207,
            serverSeedHash: 'hash',
            serverSeed: null,
            clientSeed: 'my-lucky-seed',
            nonce: 11,
            createdAt: AT,
          },
        ],
        total: 1,
      }),
    }),
    path: '/p/contract',
    screen: <Contract />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { args: { path: '/m/contract', screen: <Contract /> } };

/**
 * The ladder and its odds show before signing; the signing is confirmed, a reel over the ladder's
 * prizes lands on the one drawn, and the outcome names it.
 */
export const LadderThenSign: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of [11, 12, 13]) {
      await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`红线 ${id}`) }));
    }
    await userEvent.click(canvas.getByRole('button', { name: '查看奖池与概率' }));
    await expect(await canvas.findByText(/奖品期望价值 25.01/)).toBeInTheDocument();
    await expect(canvas.getByText('28.1150% · 票号 1–28115')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '签订合约' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    // Its buttons speak <html lang>, which the story frame does not set: confirm is the last one.
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(await canvas.findByTestId('contract-reel')).toBeInTheDocument();
    await expect(
      await canvas.findByText(/合约完成：获得 奖品 3/, {}, { timeout: 9000 }),
    ).toBeInTheDocument();
  },
};

/** A history entry whose seed is still hidden says how to reveal it. */
export const VerifyHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '验证' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('服务端种子尚未公开');
  },
};
