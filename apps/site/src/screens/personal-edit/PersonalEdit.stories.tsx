import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { designerStateArgs, ViewFrame, type DesignerArgs } from '../../testing/ViewFrame';
import { designerState } from './designerStates';
import { PersonalEditFormView } from './PersonalEditFormView';

interface EditArgs extends DesignerArgs {
  state: Parameters<typeof designerState>[0];
}

/**
 * The profile form's view in the states designers review (designerStates.ts). On /m it is the
 * page, named by the page bar; on desktop it is a section of /p/me/personal, with its title.
 */
const meta = {
  title: 'Site/Account/PersonalEdit',
  parameters: { layout: 'fullscreen' },
  ...designerStateArgs(['filled', 'refused', 'saved']),
  render: (args) => (
    <ViewFrame {...args} path={args.layout === 'p' ? '/p/me/personal' : '/m/personalEdit'}>
      <PersonalEditFormView showTitle={args.layout === 'p'} {...designerState(args.state)} />
    </ViewFrame>
  ),
} satisfies Meta<EditArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async () => {
    await expect(await screen.findByDisplayValue('幸运玩家')).toBeVisible();
  },
};
export const Refused: Story = { args: { state: 'refused' } };
export const Saved: Story = { args: { state: 'saved' } };
export const Desktop: Story = { args: { layout: 'p' } };
