import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStore } from '../../testing/mockStore';
import { ScreenStory } from '../../testing/ScreenStory';
import { Help } from './Help';

const meta = {
  title: 'Site/Game/Help',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () =>
      mockStore({
        routes: {
          '/api/index/getArticleList': () => [
            {
              id: 1,
              type: 'Regulations',
              title: '用户协议',
              content:
                '<p>本站仅向年满18周岁的用户提供服务。</p><p>站内饰品为虚拟物品，不可在本站转售；每次开箱结果均可在公平性验证页面复核。</p>',
              sort: 0,
            },
          ],
        },
      }),
    path: '/m/help/regulations',
    screen: <Help />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = {
  args: {
    path: '/p/me/help/regulations',
    screen: <Help />,
  },
};
