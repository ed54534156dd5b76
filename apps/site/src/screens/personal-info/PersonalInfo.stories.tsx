import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { designerStateArgs, ViewFrame, type DesignerArgs } from '../../testing/ViewFrame';
import { designerState } from './designerStates';
import { InviteCodeSectionView } from './InviteCodeSectionView';
import { PasswordSectionView } from './PasswordSectionView';
import { RealNameSectionView } from './RealNameSectionView';
import { TradeLinkSectionView } from './TradeLinkSectionView';

interface InfoArgs extends DesignerArgs {
  state: Parameters<typeof designerState>[0];
}

/**
 * The account sections' views in the states designers review (designerStates.ts): the page of
 * /m/personalInfo, and sections of /p/me/personal on desktop.
 */
const meta = {
  title: 'Site/Account/PersonalInfo',
  parameters: { layout: 'fullscreen' },
  ...designerStateArgs(['open', 'bound', 'retry']),
  render: (args) => {
    const sections = designerState(args.state);
    return (
      <ViewFrame {...args} path={args.layout === 'p' ? '/p/me/personal' : '/m/personalInfo'}>
        <TradeLinkSectionView {...sections.tradeLink} />
        <InviteCodeSectionView {...sections.inviteCode} />
        <RealNameSectionView {...sections.realName} />
        <PasswordSectionView {...sections.password} />
      </ViewFrame>
    );
  },
} satisfies Meta<InfoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

/** SPEC section 5: a bound trade link and a changed invite code are read-only. */
export const Bound: Story = {
  args: { state: 'bound' },
  play: async () => {
    await expect(await screen.findByTestId('trade-link')).toBeVisible();
    await expect(screen.getByTestId('invite-code')).toHaveTextContent('LUCKY01');
  },
};

/** SPEC section 5: after an attempt, retry only after 1 minute. */
export const RealNameRetry: Story = { args: { state: 'retry' } };

export const Desktop: Story = { args: { layout: 'p' } };
