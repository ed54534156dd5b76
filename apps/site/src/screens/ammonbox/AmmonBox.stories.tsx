import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BOX_ITEMS, baseRoutes, goods, userInfo } from '../../testing/gameFixtures';
import { signedInStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { AmmonBox } from './AmmonBox';

const BOXES = [
  { boxId: 41, name: '手枪弹药箱', image: '', price: '5.00' },
  { boxId: 42, name: '冲锋枪弹药箱', image: '', price: '20.00' },
  { boxId: 43, name: '步枪弹药箱', image: '', price: '60.00' },
  { boxId: 44, name: '狙击弹药箱', image: '', price: '200.00' },
];
const info = userInfo();

const meta = {
  title: 'Site/Game/AmmonBox',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory({
      ...baseRoutes({ ...info, assets: { ...info.assets, ammon: '47.99' } }),
      '/api/extend/ammoBoxes': () => ({ list: BOXES }),
      '/api/extend/ammoBoxDetail': () => ({ ...BOXES[0], items: BOX_ITEMS }),
      '/api/extend/openAmmoBox': () => ({
        results: [
          {
            bagItemId: 90,
            goods: goods(5, { name: 'P250 | 亡灵之主' }),
            rollId: 3,
            ticket: 4521,
            nonce: 7,
          },
        ],
        ammon: '42.99',
      }),
    }),
    path: '/m/ammonbox',
    screen: <AmmonBox />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = { args: { path: '/p/ammonbox', screen: <AmmonBox /> } };

/** The cheapest box is chosen first; opening one shows the drop with its ticket. */
export const OpenOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /手枪弹药箱/ })).toBeChecked();
    await userEvent.click(await canvas.findByRole('button', { name: '开 1 个（5.00 弹药）' }));
    const results = await canvas.findByRole('region', { name: '本次获得' });
    await expect(results).toHaveTextContent('亡灵之主');
    await expect(results).toHaveTextContent('票号 4521 · 序号 7');
  },
};
