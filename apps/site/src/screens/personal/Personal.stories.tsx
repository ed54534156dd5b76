import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { accountRoutes } from '../../testing/playerStories';
import { designerStateArgs, ViewFrame, type DesignerArgs } from '../../testing/ViewFrame';
import { designerState } from './designerStates';
import { PersonalView } from './PersonalView';

interface PersonalArgs extends DesignerArgs {
  state: Parameters<typeof designerState>[0];
}

// The summary and the desktop page's forms read the player and their avatars and security.
const routes = accountRoutes();

/** The personal centre's view in the states designers review (designerStates.ts). */
const meta = {
  title: 'Site/Account/Personal',
  parameters: { layout: 'fullscreen' },
  ...designerStateArgs(['unread', 'allRead']),
  render: (args) => (
    <ViewFrame
      {...args}
      routes={routes}
      path={args.layout === 'p' ? '/p/me/personal' : '/m/personal'}
    >
      <PersonalView {...designerState(args.state, args.layout)} />
    </ViewFrame>
  ),
} satisfies Meta<PersonalArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async () => {
    await expect(await screen.findByText('3条未读')).toBeVisible();
  },
};
export const AllRead: Story = { args: { state: 'allRead' } };
export const Desktop: Story = { args: { layout: 'p' } };
