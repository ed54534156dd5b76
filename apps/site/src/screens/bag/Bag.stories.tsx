import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockStore } from '../../testing/mockStore';
import { TOKEN, bagItem, baseRoutes } from '../game/testing/fixtures';
import { ScreenStory } from '../../testing/ScreenStory';
import { Bag } from './Bag';

const ITEMS = [
  bagItem(1, 'bag', '3.55'),
  bagItem(2, 'bag', '28.67'),
  bagItem(3, 'extracting', '1.20'),
  bagItem(4, 'extracted', '0.60'),
];

const meta = {
  title: 'Site/Game/Bag',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () =>
      mockStore({
        token: TOKEN,
        routes: {
          ...baseRoutes(),
          '/api/user/rucksackGoods': () => ({ list: ITEMS, total: 14, bagValue: '32.22' }),
          '/api/user/sell': () => ({ credited: '3.55', amount: '103.55' }),
        },
      }),
    prepare: (store) => store.user.loadInfo(),
    path: '/m/bag',
    screen: <Bag layout="m" />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = { args: { path: '/p/me/bag', screen: <Bag layout="p" /> } };

/** SPEC section 5: a sale with an extracting item is refused with the catalogue's message. */
export const SaleRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /红线 3/ }));
    await userEvent.click(canvas.getByRole('button', { name: '出售' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('提取中的饰品不能出售');
  },
};

/** A sale is confirmed in the kit's dialog first (how many, worth what); then the result shows. */
export const SaleConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /红线 1/ }));
    await userEvent.click(canvas.getByRole('button', { name: '出售' }));
    // The dialog lives in its own layer on the page body, outside the story's canvas.
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('确认出售 1 件饰品，共 3.55？出售后不能撤回。');
    // Its buttons speak <html lang>, which the story frame does not set: confirm is the last one.
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('出售成功，获得 3.55');
  },
};

export const SignedOut: Story = {
  args: { store: () => mockStore({ routes: baseRoutes() }), prepare: undefined },
};
