import type { Meta, StoryObj } from '@storybook/react-vite';
import { battleStoryFrame } from '../battle-common/storyFrame';
import { BattleRankView } from './BattleRankView';

const noop = () => {};
const row = (rank: number, nickName: string, winnings: string, isAnchor = false) => ({
  rank,
  userId: 100 + rank,
  nickName,
  avater: '',
  avaterFrame: '',
  isAnchor,
  winnings,
});

/** BattleRank's view: today's winners, this week's, and an empty board. */
const meta = {
  title: 'Site/Game/Battle/Rank',
  component: BattleRankView,
  decorators: [battleStoryFrame],
  parameters: { layout: 'fullscreen' },
  args: {
    layout: 'p',
    period: 'day',
    setPeriod: noop,
    loading: false,
    rows: [
      row(1, 'Kappa王', '5820.40', true),
      row(2, '夜行者', '2310.00'),
      row(3, '无情开箱机', '980.25'),
      row(4, 'Lucky7', '455.10'),
      row(5, '刀刀暴击', '120.00'),
    ],
    range: { start: '2026-11-23T16:00:00.000Z', end: '2026-11-24T16:00:00.000Z' },
    viewerId: 102,
  },
} satisfies Meta<typeof BattleRankView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Mobile: Story = { args: { layout: 'm' } };
