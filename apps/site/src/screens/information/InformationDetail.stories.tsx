import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { designerStateArgs, ViewFrame, type DesignerArgs } from '../../testing/ViewFrame';
import { detailDesignerState } from './designerStates';
import { InformationDetailView } from './InformationDetailView';

interface DetailArgs extends DesignerArgs {
  state: Parameters<typeof detailDesignerState>[0];
}

/** One message's view in the states designers review (designerStates.ts). */
const meta = {
  title: 'Site/Account/InformationDetail',
  parameters: { layout: 'fullscreen' },
  ...designerStateArgs(['message', 'loading', 'notFound']),
  render: (args) => (
    <ViewFrame
      {...args}
      path={args.layout === 'p' ? '/p/me/informationDetail?id=3' : '/m/informationDetail?id=3'}
    >
      <InformationDetailView {...detailDesignerState(args.state, args.layout)} />
    </ViewFrame>
  ),
} satisfies Meta<DetailArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: '提取成功' })).toBeVisible();
  },
};
export const Desktop: Story = { args: { layout: 'p' } };
export const Loading: Story = { args: { state: 'loading' } };
export const NotFound: Story = { args: { state: 'notFound' } };
