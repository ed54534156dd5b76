import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStore } from '../../testing/mockStore';
import { ScreenStory } from '../../testing/ScreenStory';
import { Download } from './Download';

const store = (url: string) => () =>
  mockStore({
    routes: {
      '/api/index/getModuleList': () => [{ name: 'AppDownload', status: 1 }],
      '/api/index/getArticleList': () => [
        {
          id: 1,
          title: '',
          content: JSON.stringify({ appDownloadUrl: url }),
          sort: 1,
          type: 'OtherConfig',
        },
      ],
    },
  });

const meta = {
  title: 'Site/Account/Download',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: store('https://example.invalid/skinbox.apk'),
    prepare: async (root) => {
      await Promise.all([root.app.loadModules(), root.app.loadOtherConfig()]);
    },
    path: '/m/download',
    screen: <Download layout="m" />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = { args: { path: '/p/download', screen: <Download layout="p" /> } };

export const NoAddress: Story = { args: { store: store('') } };
