import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockStore } from '../../testing/mockStore';
import { BOX_DETAIL, TOKEN, baseRoutes, present } from '../game/testing/fixtures';
import { ScreenStory } from '../../testing/ScreenStory';
import { OpenBox } from './OpenBox';

const results = [0, 1, 2, 3, 0].map((index, i) => ({
  openId: 10 + i,
  bagItemId: 20 + i,
  goods: present(BOX_DETAIL.items[index]).goods,
  rollId: 30 + i,
  ticket: 1 + i,
  nonce: i,
}));

const store = (animation: boolean) => () => {
  const created = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(),
      '/api/box/open': ({ count }) => ({
        results: results.slice(0, Number(count)),
        amount: '85.00',
        point: '15.00',
      }),
      '/api/user/sell': () => ({ credited: '0.60', amount: '85.60' }),
    },
  });
  created.prefs.setAnimation(animation);
  created.prefs.setSound(false);
  return created;
};

const meta = {
  title: 'Site/Game/OpenBox',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: store(false),
    path: '/m/openbox?boxId=1',
    pattern: '/m/openbox',
    screen: <OpenBox layout="m" />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('概率 60.0000%')).toBeInTheDocument();
  },
};

export const Desktop: Story = {
  args: { path: '/p/openbox?boxId=1', pattern: '/p/openbox', screen: <OpenBox layout="p" /> },
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

/** The reels mid-spin (animation on). */
export const Spinning: Story = {
  args: { store: store(true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /开启/ }));
    await expect(await canvas.findByTestId('reels')).toBeInTheDocument();
  },
};
