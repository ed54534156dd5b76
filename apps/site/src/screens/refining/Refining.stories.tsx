import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { baseRoutes, goods } from '../../testing/gameFixtures';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { Refining } from './Refining';

const MATERIALS = [
  { id: 11, goods: goods(11, { price: '25.00' }) },
  { id: 12, goods: goods(12, { price: '19.99' }) },
  { id: 13, goods: goods(13, { price: '3.10' }) },
];

const meta = {
  title: 'Site/Game/Refining',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory({
      ...baseRoutes(),
      '/api/extend/refineTerms': () => ({ rateBasisPoints: 8000, ammon: '12.00' }),
      '/api/user/getRucksackMaterials': () => ({ list: MATERIALS, total: 3 }),
      '/api/extend/userRefineGoods': () => ({ ammo: '35.99', ammon: '47.99' }),
    }),
    path: '/m/refining',
    screen: <Refining />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = { args: { path: '/p/refining', screen: <Refining /> } };

/** Each item shows its ammo; the choice sums it; the refining is confirmed and credited. */
export const RefineTwo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('可得弹药 15.99')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /红线 11/ }));
    await userEvent.click(canvas.getByRole('button', { name: /红线 12/ }));
    await expect(canvas.getByText('已选 2 件，价值 44.99，可得弹药 35.99')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '熔炼' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    // Its buttons speak <html lang>, which the story frame does not set: confirm is the last one.
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(
      await canvas.findByText('熔炼成功，获得 35.99 弹药，当前弹药 47.99'),
    ).toBeInTheDocument();
  },
};

/** Nothing chosen: the refining is refused with its message. */
export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '熔炼' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择要熔炼的饰品');
  },
};
