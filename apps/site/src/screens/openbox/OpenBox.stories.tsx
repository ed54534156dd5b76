import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useStores } from '@skinbox/stores';
import { BOX_DETAIL, present } from '../../testing/gameFixtures';
import type { MockRoutes } from '../../testing/mockTransport';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { refuse } from '../../testing/mockTransport';
import { OpenBox } from './OpenBox';

/** The box's items by rarity (BOX_DETAIL): what a story's drops are. */
const DROP_BY_RARITY = { milSpec: 0, restricted: 1, classified: 2, covert: 3 } as const;
type DropRarity = keyof typeof DROP_BY_RARITY | 'mixed';

interface OpenBoxArgs extends DesignerArgs {
  /** The reels spin before the reveal (the player's animation switch). */
  animation: boolean;
  /** The drops are the box's Covert item: the reveal fires the fireworks. */
  topDrop: boolean;
  /** The rarity the drops land on (mixed: each box its own), for the hold and the reveal. */
  rarity: DropRarity;
  /** The address names a box the server does not have. */
  notFound: boolean;
}

function routes({ topDrop, rarity, notFound, balance }: OpenBoxArgs): MockRoutes {
  const wonAt = (i: number) =>
    present(
      BOX_DETAIL.items[
        topDrop ? 3 : rarity === 'mixed' ? i % BOX_DETAIL.items.length : DROP_BY_RARITY[rarity]
      ],
    ).goods;
  return {
    '/api/box/detail': () => (notFound ? refuse('没有这个箱子', 404) : BOX_DETAIL),
    '/api/box/open': ({ count }) =>
      Number(count) * Number(BOX_DETAIL.price) > Number(balance)
        ? refuse('余额不足', 409)
        : {
            results: Array.from({ length: Number(count) }, (_, i) => ({
              openId: 10 + i,
              bagItemId: 20 + i,
              goods: wonAt(i),
              rollId: 30 + i,
              ticket: 1 + i,
              nonce: i,
            })),
            amount: '85.00',
            point: '15.00',
          },
    '/api/user/sell': () => ({ credited: '0.60', amount: '85.60' }),
    '/api/box/demo': () => ({
      goods: wonAt(0),
      ticket: 44109,
      demoSeed: '3f6c2a9e1d0b4c7a8e5f2d1c0b9a8e7f6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a',
      clientSeed: 'demo',
      nonce: 0,
    }),
    '/api/recharge/methods': () => ({
      sandbox: true,
      methods: [
        {
          method: 'alipay',
          amounts: ['10.00', '50.00', '100.00'].map((amount) => ({ amount, bonus: '0.00' })),
        },
      ],
    }),
  };
}

/** The screen with the story's animation switch in the player's prefs (sound off in review). */
function Screen({ animation }: { animation: boolean }) {
  const { prefs } = useStores();
  useEffect(() => {
    prefs.setAnimation(animation);
    prefs.setSound(false);
  }, [prefs, animation]);
  return <OpenBox />;
}

const meta = {
  title: 'Site/Game/OpenBox',
  parameters: { layout: 'fullscreen' },
  args: {
    ...DESIGNER_ARGS,
    animation: false,
    topDrop: false,
    rarity: 'milSpec',
    notFound: false,
  },
  argTypes: {
    ...DESIGNER_ARG_TYPES,
    animation: { control: 'boolean' },
    topDrop: { control: 'boolean' },
    rarity: {
      control: 'inline-radio',
      options: ['milSpec', 'restricted', 'classified', 'covert', 'mixed'],
    },
    notFound: { control: 'boolean' },
  },
  render: (args) => (
    <ViewFrame
      {...args}
      routes={routes(args)}
      path={`/${args.layout}/openbox?boxId=${args.notFound ? 999 : 1}`}
    >
      <Screen animation={args.animation} />
    </ViewFrame>
  ),
} satisfies Meta<OpenBoxArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('概率 60%')).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: '各品质概率' })).toBeInTheDocument();
  },
};

export const Desktop: Story = { args: { layout: 'p' } };

/** The box's answer still on its way: the art's room holds the art's shape, so nothing below moves. */
export const Loading: Story = {
  args: { layout: 'm' },
  render: (args) => (
    <ViewFrame
      {...args}
      routes={{ ...routes(args), '/api/box/detail': () => new Promise<never>(() => {}) }}
      path={`/${args.layout}/openbox?boxId=1`}
    >
      <Screen animation={args.animation} />
    </ViewFrame>
  ),
  play: async ({ canvasElement }) => {
    const room = await within(canvasElement).findByTestId('box-art-placeholder');
    const { width, height } = room.getBoundingClientRect();
    await expect(width).toBeGreaterThan(100);
    await expect(height).toBeCloseTo((width * 3) / 4, 0);
  },
};

/** The reels mid-spin (animation on). */
export const Spinning: Story = {
  args: { animation: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /开启/ }));
    await expect(await canvas.findByTestId('reels')).toBeInTheDocument();
  },
};

/** A top-tier drop revealed: zoom, value against the price, Sell for X, and the fireworks. */
export const TopDropReveal: Story = {
  args: { topDrop: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /开启/ }));
    await expect(await canvas.findByRole('group', { name: '恭喜获得' })).toBeInTheDocument();
    await expect(canvas.getByTestId('top-drop-fireworks')).toBeInTheDocument();
  },
};

/**
 * The hold: the reel has landed and the won tile stands lit in its rarity (the control) before
 * the reveal; the landing sound is the rarity's (sound is off in review).
 */
export const ReelHold: Story = {
  args: { animation: true, rarity: 'classified' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /开启/ }));
    const reel = await canvas.findByTestId('reel');
    await waitFor(() => expect(reel).toHaveAttribute('data-landed', 'true'), { timeout: 8000 });
  },
};

/** The reveal of one box by rarity (the control): its glow, value, Sell / Open again / Open ×5. */
export const RevealByRarity: Story = {
  args: { rarity: 'covert', layout: 'p' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /开启/ }));
    const reveal = await canvas.findByRole('group', { name: '恭喜获得' });
    await expect(within(reveal).getByRole('button', { name: /^开 5 个/ })).toBeInTheDocument();
  },
};

/** Five boxes of mixed rarity: "won X of Y spent", the net coloured, the best drop first. */
export const MultiOpenFinish: Story = {
  args: { rarity: 'mixed', layout: 'p' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '5 个' }));
    await userEvent.click(canvas.getByRole('button', { name: /开启/ }));
    await expect(await canvas.findByTestId('opening-finish')).toHaveTextContent(/花费 5\.00/);
  },
};

/** A visitor's demo spin: the reel marked as a demo, its result with no Sell, and the way in. */
export const DemoSpin: Story = {
  args: { signedIn: false, animation: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '免费试玩' }));
    await expect(await canvas.findByTestId('demo-banner')).toBeInTheDocument();
  },
};

/** Five boxes opened with the animation off: straight to the results, ready to sell or keep. */
export const FiveOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '5 个' }));
    await userEvent.click(canvas.getByRole('button', { name: /开启/ }));
    await expect(await canvas.findByRole('region', { name: '恭喜获得' })).toBeInTheDocument();
  },
};

/** Out of coins: the opening opens the deposit sheet with the amount missing. */
export const NotEnoughCoins: Story = {
  args: { balance: '0.40' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('概率 60%');
    await userEvent.click(canvas.getByRole('button', { name: /开启/ }));
    // The sheet is a popup on the page body, outside the story's canvas.
    await expect(
      await within(document.body).findByRole('dialog', { name: '余额不足' }),
    ).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { notFound: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('没有这个箱子')).toBeInTheDocument();
  },
};

export const Vietnamese: Story = { args: { language: 'vi' } };
