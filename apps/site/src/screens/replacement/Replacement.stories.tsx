import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { baseRoutes, goods } from '../../testing/gameFixtures';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { Replacement } from './Replacement';

const OFFER = [
  { id: 11, goods: goods(11, { name: 'AWP | 二西莫夫', price: '32.40', quality: 'covert' }) },
  { id: 12, goods: goods(12, { name: 'M4A4 | 龙王', price: '18.20', quality: 'classified' }) },
  { id: 13, goods: goods(13, { name: 'AK-47 | 红线', price: '9.60' }) },
  { id: 14, goods: goods(14, { name: 'USP 消音版 | 猎户', price: '4.10' }) },
];
const TARGETS = [
  {
    ...goods(21, { name: '沙漠之鹰 | 炽烈之炎', price: '62.70', quality: 'covert' }),
    value: '54.52',
    stock: 37,
  },
  {
    ...goods(22, { name: 'M4A1 消音型 | 毁灭者', price: '49.90', quality: 'classified' }),
    value: '43.39',
    stock: 12,
  },
];

const meta = {
  title: 'Site/Game/Replacement',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory({
      ...baseRoutes(),
      '/api/extend/userRucksackWeapons': () => ({ list: OFFER, total: 4, bagValue: '64.30' }),
      '/api/extend/getReplaceGoods': () => ({
        list: TARGETS,
        total: 2,
        bagValue: '60.20',
        estimate: '60.20',
        maxPrice: '63.21',
        minPrice: '30.10',
      }),
      '/api/extend/replaceGoods': () => ({
        item: { id: 99, goods: TARGETS[1] },
        luckyBagAmount: '10.30',
        amount: '110.30',
      }),
    }),
    path: '/m/replacement',
    screen: <Replacement />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = { args: { path: '/p/replacement', screen: <Replacement /> } };

/** Two items are too few (SPEC section 5); a third lists the targets; the replacement confirms. */
export const ReplaceWithLuckyBag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /二西莫夫/ }));
    await userEvent.click(canvas.getByRole('button', { name: /龙王/ }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请至少选择3件饰品');
    await userEvent.click(canvas.getByRole('button', { name: /红线/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /毁灭者/ }));
    await expect(canvas.getByText(/福袋返还 10.30/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '确认置换' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    // Its buttons speak <html lang>, which the story frame does not set: confirm is the last one.
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(await canvas.findByText(/置换成功：.*福袋返还 10.30 金币/)).toBeInTheDocument();
  },
};

/** SPEC section 8: a wanted value above the chosen items' value is refused with its message. */
export const EstimateOverBag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [/二西莫夫/, /龙王/, /红线/]) {
      await userEvent.click(await canvas.findByRole('button', { name }));
    }
    await userEvent.type(canvas.getByLabelText('期望价值'), '70');
    await expect(canvas.getByRole('alert')).toHaveTextContent('置换价值超过背包价值');
  },
};
