import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { WelcomeBannerView } from './WelcomeBannerView';

/** The welcome a new player reads once after registering (issue 30 point 11). */
const meta = {
  title: 'Site/Account/Welcome',
  parameters: { layout: 'fullscreen' },
  args: DESIGNER_ARGS,
  argTypes: DESIGNER_ARG_TYPES,
  render: (args) => (
    <ViewFrame {...args}>
      <WelcomeBannerView
        layout={args.layout}
        rechargeHref={`/${args.layout}/recharge`}
        freeCaseHref={`/${args.layout}/grade`}
        onDismiss={fn()}
      />
    </ViewFrame>
  ),
} satisfies Meta<DesignerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async () => {
    await expect(screen.getByRole('region', { name: '注册成功，欢迎加入！' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '知道了' })).toBeVisible();
  },
};

export const Desktop: Story = { args: { layout: 'p' } };

export const Vietnamese: Story = { args: { language: 'vi' } };
