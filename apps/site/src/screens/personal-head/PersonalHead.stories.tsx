import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { designerStateArgs, ViewFrame, type DesignerArgs } from '../../testing/ViewFrame';
import { AvatarChooserView } from './AvatarChooserView';
import { designerState } from './designerStates';

interface HeadArgs extends DesignerArgs {
  state: Parameters<typeof designerState>[0];
}

/**
 * The avatar chooser's view in the states designers review (designerStates.ts): the page of
 * /m/personalHead, and a section of /p/me/personal on desktop.
 */
const meta = {
  title: 'Site/Account/PersonalHead',
  parameters: { layout: 'fullscreen' },
  ...designerStateArgs(['vip2', 'canUpload', 'underReview']),
  render: (args) => (
    <ViewFrame {...args} path={args.layout === 'p' ? '/p/me/personal' : '/m/personalHead'}>
      <AvatarChooserView {...designerState(args.state)} />
    </ViewFrame>
  ),
} satisfies Meta<HeadArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

/** VIP5: the kit's Uploader offers one picture of the contract's types. */
export const CanUpload: Story = {
  args: { state: 'canUpload' },
  play: async () => {
    await expect(await screen.findByLabelText('上传自定义头像')).toBeEnabled();
  },
};

/** SPEC section 5: the uploaded picture waits for review in the one slot. */
export const UnderReview: Story = {
  args: { state: 'underReview' },
  play: async () => {
    await expect(await screen.findByTestId('avatar-review')).toHaveTextContent('头像审核中');
    await expect(screen.queryByLabelText('上传自定义头像')).toBeNull();
  },
};

export const Desktop: Story = { args: { layout: 'p' } };
