import type { WelfareTier } from '@skinbox/api';
import { BOX_ITEMS, goods } from '../../testing/gameFixtures';
import type { WelfareListing, WelfareOpened } from './useGradeScreen';

export const SERVER_NOW = '2026-11-20T04:00:00.000Z';

const tier = (n: number, vipLevel: number, points: number, state: WelfareTier['state']) => ({
  tier: n,
  name: ['青铜福利箱', '白银福利箱', '黄金福利箱', '铂金福利箱'][n - 1] ?? `福利箱 ${n}`,
  image: '',
  vipLevel,
  points,
  value: (points * 0.015).toFixed(2),
  state,
  opensAt: state === 'refreshing' ? '2026-11-20T16:05:00.000Z' : null,
  items: BOX_ITEMS,
});

/** A VIP3 player with 300 points who opened the bronze box today. */
export function welfareListing(overrides: Partial<WelfareListing> = {}): WelfareListing {
  return {
    serverNow: SERVER_NOW,
    points: 300,
    vipLevel: 3,
    windowOpen: true,
    nextDropAt: '2026-11-20T16:00:00.000Z',
    tiers: [
      tier(1, 1, 100, 'refreshing'),
      tier(2, 2, 200, 'opened'),
      tier(3, 3, 500, 'opened'),
      tier(4, 5, 1000, 'locked'),
    ],
    ...overrides,
  };
}

export const OPENED: WelfareOpened = {
  tier: 2,
  goods: goods(9, { name: 'M4A1 消音型 | 次时代', price: '4.20', quality: 'restricted' }),
  bagItemId: 77,
  rollId: 501,
  ticket: 64_120,
  points: 100,
};

/** fairness.verify before the seed is revealed. */
export const SEALED_ROLL = {
  rollId: 501,
  game: 'welfare',
  serverSeedHash: 'a1b2c3',
  serverSeed: null,
  clientSeed: 'lucky-client',
  nonce: 12,
  cursor: 0,
  ticket: 64_120,
  verified: null,
};
