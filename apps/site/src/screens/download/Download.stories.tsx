import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStores } from '@skinbox/stores';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import type { MockRoutes } from '../../testing/mockTransport';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { Download } from './Download';

interface DownloadArgs extends DesignerArgs {
  /** The operator has set the app's download address (OtherConfig appDownloadUrl). */
  configured: boolean;
}

function routes({ configured }: DownloadArgs): MockRoutes {
  return {
    '/api/index/getArticleList': () => [
      {
        id: 1,
        title: '',
        content: JSON.stringify({
          appDownloadUrl: configured ? 'https://example.invalid/skinbox.apk' : '',
        }),
        sort: 1,
        type: 'OtherConfig',
      },
    ],
  };
}

/** The OtherConfig article, which the running site loads at start-up. */
function Screen() {
  const { app } = useStores();
  useEffect(() => {
    void app.loadOtherConfig();
  }, [app]);
  return <Download />;
}

const meta = {
  title: 'Site/Account/Download',
  parameters: { layout: 'fullscreen' },
  args: { ...DESIGNER_ARGS, configured: true },
  argTypes: { ...DESIGNER_ARG_TYPES, configured: { control: 'boolean' } },
  render: (args) => (
    <ViewFrame {...args} routes={routes(args)} path={`/${args.layout}/download`}>
      <Screen />
    </ViewFrame>
  ),
} satisfies Meta<DownloadArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: '立即下载' });
    await expect(link).toHaveAttribute('href', 'https://example.invalid/skinbox.apk');
  },
};

export const Desktop: Story = { args: { layout: 'p' } };

/** An old link while no address is set: says so and leads home. */
export const NoAddress: Story = {
  args: { configured: false },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '返回首页' }),
    ).toBeVisible();
  },
};

export const SignedOut: Story = { args: { signedIn: false } };

export const English: Story = { args: { language: 'en' } };
