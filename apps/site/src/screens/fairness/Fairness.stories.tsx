import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { designerStateArgs, ViewFrame, type DesignerArgs } from '../../testing/ViewFrame';
import { designerState } from './designerStates';
import { FairnessView } from './FairnessView';

interface FairnessArgs extends DesignerArgs {
  state: Parameters<typeof designerState>[0];
}

/** The fairness page's view in the states designers review (designerStates.ts). */
const meta = {
  title: 'Site/Game/Fairness',
  parameters: { layout: 'fullscreen' },
  ...designerStateArgs(['visitor', 'seeds', 'verified', 'revealed'], 'seeds'),
  render: (args) => (
    <ViewFrame {...args} signedIn={args.state !== 'visitor'} path={`/${args.layout}/fairness`}>
      <FairnessView {...designerState(args.state, args.layout)} />
    </ViewFrame>
  ),
} satisfies Meta<FairnessArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { layout: 'p' } };
export const Visitor: Story = { args: { state: 'visitor' } };

/** A stored roll recomputed in the browser: same ticket as the server's. */
export const Verified: Story = {
  args: { state: 'verified' },
  play: async () => {
    await expect(await screen.findByText('与服务器记录的票号一致')).toBeVisible();
  },
};
export const Revealed: Story = { args: { state: 'revealed' } };
