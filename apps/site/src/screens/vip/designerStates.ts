import type { VipLevel } from '@skinbox/api';
import type { Layout } from '../../layout/device';
import type { VipScreen } from './useVipScreen';

const noop = () => {};

const LADDER: VipLevel[] = [
  { level: 0, growth: '0.00', rewardAmount: '0.00', perks: [], rewardState: 'locked' },
  {
    level: 1,
    growth: '100.00',
    rewardAmount: '1.00',
    perks: ['vipRedPacket'],
    rewardState: 'claimed',
  },
  {
    level: 2,
    growth: '500.00',
    rewardAmount: '3.00',
    perks: ['avatarUpload', 'vipTimedBox5'],
    rewardState: 'claimable',
  },
  {
    level: 3,
    growth: '2000.00',
    rewardAmount: '10.00',
    perks: ['avatarFrame', 'vipTimedBox10'],
    rewardState: 'locked',
  },
];

/**
 * The VIP page as designers review it: on the way to the next level with a reward to claim, just
 * after claiming it, and at the top of the ladder.
 */
export function designerState(
  state: 'claimable' | 'claimed' | 'top',
  layout: Layout = 'm',
): VipScreen {
  const list = LADDER.map((level) =>
    state !== 'claimable' && level.rewardState === 'claimable'
      ? { ...level, rewardState: 'claimed' as const }
      : state === 'top' && level.rewardState === 'locked' && level.level > 0
        ? { ...level, rewardState: 'claimed' as const }
        : level,
  );
  return {
    layout,
    state:
      state === 'top'
        ? { currentLevel: 3, growth: '2450.00', list }
        : { currentLevel: 2, growth: '800.00', list },
    claiming: null,
    notice: state === 'claimed' ? '已领取 3.00 金币' : undefined,
    claim: noop,
  };
}
