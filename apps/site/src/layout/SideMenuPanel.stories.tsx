import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { MockRoutes } from '../testing/mockTransport';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../testing/ViewFrame';
import { SideMenuPanel } from './SideMenuPanel';

interface MenuArgs extends DesignerArgs {
  /** Today's sign-in, the week's spin, a welfare box, the free case and two tasks wait. */
  claimable: boolean;
}

const NOW = '2026-11-28T12:00:00.000Z';
const task = (state: 'claimable' | 'claimed') => ({
  id: `day.${state}`,
  period: 'day',
  kind: 'boxSpend',
  goal: '100.00',
  done: '100.00',
  percent: 100,
  reward: '1.00',
  state,
});

function rewardRoutes(claimable: boolean): MockRoutes {
  return {
    '/api/user/signinAwards': () => ({ signedToday: !claimable, consecutiveDays: 2, list: [] }),
    '/api/turntable/state': () => ({
      serverNow: NOW,
      week: '2026-W48',
      resetAt: NOW,
      remainingMs: 0,
      spin: claimable
        ? null
        : { week: '2026-W48', prize: 0, amount: '1.00', rollId: 1, ticket: 1, createdAt: NOW },
      topPrizeUnlocked: false,
      invitesNeeded: 3,
      invitedRecharged: 0,
      prizes: [],
    }),
    '/api/welfare/list': () => ({
      serverNow: NOW,
      points: 120,
      vipLevel: 2,
      windowOpen: true,
      nextDropAt: NOW,
      tiers: [
        {
          tier: 1,
          name: '青铜福利箱',
          image: '',
          vipLevel: 1,
          points: 100,
          value: '2.00',
          state: claimable ? 'opened' : 'refreshing',
          opensAt: claimable ? null : NOW,
          items: [],
        },
      ],
    }),
    '/api/freeCase/status': () => ({
      serverNow: NOW,
      state: claimable ? 'ready' : 'opened',
      vipLevel: 2,
      requiredVipLevel: 1,
      name: '每日免费箱',
      image: '',
      value: '0.50',
      nextAt: NOW,
      items: [],
    }),
    '/api/task/list': () => ({
      serverNow: NOW,
      day: { key: '2026-11-28', resetAt: NOW },
      week: { key: '2026-W48', resetAt: NOW },
      tasks: claimable ? [task('claimable'), task('claimable')] : [task('claimed')],
    }),
  };
}

/** The side menu's rewards with their "claimable now" counts (issue 30 point 15). */
const meta = {
  title: 'Site/Chrome/SideMenu',
  parameters: { layout: 'fullscreen' },
  args: { ...DESIGNER_ARGS, claimable: true },
  argTypes: { ...DESIGNER_ARG_TYPES, claimable: { control: 'boolean' } },
  render: (args) => (
    <ViewFrame {...args} routes={rewardRoutes(args.claimable)}>
      <SideMenuPanel layout={args.layout} open onClose={fn()} />
    </ViewFrame>
  ),
} satisfies Meta<MenuArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Claimable: Story = {
  play: async () => {
    const signin = await screen.findByRole('link', { name: '每日签到' });
    await waitFor(() => expect(signin).toHaveAccessibleDescription('1 项可领取'));
    await expect(screen.getByRole('link', { name: '福利箱' })).toHaveAccessibleDescription(
      '2 项可领取',
    );
    await expect(screen.getByRole('link', { name: '任务中心' })).toHaveAccessibleDescription(
      '2 项可领取',
    );
  },
};

export const ClaimableDesktop: Story = { args: { layout: 'p' } };

export const NothingToClaim: Story = { args: { claimable: false } };

export const English: Story = { args: { language: 'en' } };
