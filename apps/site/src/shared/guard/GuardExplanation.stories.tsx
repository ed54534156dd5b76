import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { designerState } from './designerStates';
import { GuardExplanation } from './GuardExplanation';

interface GuardArgs extends DesignerArgs {
  /** Signed out before an account page, or signed in without battle access. */
  state: 'signedOut' | 'noBattle';
}

/** What a page the guard holds back says instead (issue 30): the page, why, and the way in. */
const meta = {
  title: 'Site/Guard/Explanation',
  parameters: { layout: 'fullscreen' },
  args: { ...DESIGNER_ARGS, signedIn: false, state: 'signedOut' },
  argTypes: {
    ...DESIGNER_ARG_TYPES,
    state: { control: 'inline-radio', options: ['signedOut', 'noBattle'] },
  },
  render: (args) => {
    const { reason, address } = designerState(args.state, args.layout);
    return (
      <ViewFrame {...args} path={address}>
        <GuardExplanation layout={args.layout} reason={reason} address={address} />
      </ViewFrame>
    );
  },
} satisfies Meta<GuardArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: '个人中心' })).toBeVisible();
    await expect(screen.getByText('你的资料、余额、交易链接和账户设置。')).toBeVisible();
    await expect(screen.getByRole('button', { name: '登录' })).toBeVisible();
  },
};

export const SignedOutDesktop: Story = { args: { layout: 'p' } };

export const NoBattleAccess: Story = {
  args: { state: 'noBattle', signedIn: true },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: '对战' })).toBeVisible();
    await expect(screen.getByText('对战需要开通对战资格，你的账户还没有开通。')).toBeVisible();
    await expect(screen.getByRole('link', { name: '联系客服开通' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '看每日流水榜' })).toBeVisible();
  },
};

export const NoBattleAccessDesktop: Story = {
  args: { state: 'noBattle', signedIn: true, layout: 'p' },
};

export const English: Story = { args: { language: 'en', state: 'noBattle', signedIn: true } };
