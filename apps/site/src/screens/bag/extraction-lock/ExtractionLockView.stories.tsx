import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { designerStateArgs, ViewFrame, type DesignerArgs } from '../../../testing/ViewFrame';
import { designerState } from './designerStates';
import { ExtractionLockView } from './ExtractionLockView';

interface LockArgs extends DesignerArgs {
  state: Parameters<typeof designerState>[0];
}

/** The bag's extraction panel in the standings designers review (designerStates.ts). */
const meta = {
  title: 'Site/Game/Bag/ExtractionLock',
  parameters: { layout: 'fullscreen' },
  ...designerStateArgs(['giftsOnly', 'bonusLeft']),
  render: (args) => (
    <ViewFrame {...args} path={args.layout === 'm' ? '/m/bag' : '/p/me/bag'}>
      <div css={{ padding: 12 }}>
        <ExtractionLockView {...designerState(args.state, args.layout)} />
      </div>
    </ViewFrame>
  ),
} satisfies Meta<LockArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account that took its gifts and never paid: recharge first, and the turnover its gifts ask. */
export const GiftsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '去充值' })).toHaveAttribute(
      'href',
      '/m/recharge',
    );
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** A paying player with a bonus still to turn over. */
export const BonusLeft: Story = { args: { state: 'bonusLeft' } };

export const Desktop: Story = { args: { layout: 'p', language: 'en' } };
