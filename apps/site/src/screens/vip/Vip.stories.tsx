import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { designerStateArgs, ViewFrame, type DesignerArgs } from '../../testing/ViewFrame';
import { designerState } from './designerStates';
import { VipView } from './VipView';

interface VipArgs extends DesignerArgs {
  state: Parameters<typeof designerState>[0];
}

/** The VIP page's view in the states designers review (designerStates.ts). */
const meta = {
  title: 'Site/Account/Vip',
  parameters: { layout: 'fullscreen' },
  ...designerStateArgs(['claimable', 'claimed', 'top']),
  render: (args) => (
    <ViewFrame {...args} path={args.layout === 'p' ? '/p/me/vip' : '/m/vip'}>
      <VipView {...designerState(args.state, args.layout)} />
    </ViewFrame>
  ),
} satisfies Meta<VipArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: '领取' })).toBeVisible();
  },
};
export const Desktop: Story = { args: { layout: 'p' } };
export const Claimed: Story = { args: { state: 'claimed' } };
export const TopLevel: Story = { args: { state: 'top' } };
