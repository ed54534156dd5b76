import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
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

interface OpenBoxArgs extends DesignerArgs {
  /** The reels spin before the reveal (the player's animation switch). */
  animation: boolean;
  /** The drops are the box's Covert item: the reveal fires the fireworks. */
  topDrop: boolean;
  /** The address names a box the server does not have. */
  notFound: boolean;
}

function routes({ topDrop, notFound, balance }: OpenBoxArgs): MockRoutes {
  const won = present(BOX_DETAIL.items[topDrop ? 3 : 0]).goods;
  return {
    '/api/box/detail': () => (notFound ? refuse('没有这个箱子', 404) : BOX_DETAIL),
    '/api/box/open': ({ count }) =>
      Number(count) * Number(BOX_DETAIL.price) > Number(balance)
        ? refuse('余额不足', 409)
        : {
            results: Array.from({ length: Number(count) }, (_, i) => ({
              openId: 10 + i,
              bagItemId: 20 + i,
              goods: won,
              rollId: 30 + i,
              ticket: 1 + i,
              nonce: i,
            })),
            amount: '85.00',
            point: '15.00',
          },
    '/api/user/sell': () => ({ credited: '0.60', amount: '85.60' }),
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
  args: { ...DESIGNER_ARGS, animation: false, topDrop: false, notFound: false },
  argTypes: {
    ...DESIGNER_ARG_TYPES,
    animation: { control: 'boolean' },
    topDrop: { control: 'boolean' },
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
