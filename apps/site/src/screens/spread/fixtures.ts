import type { SpreadRecord, SpreadUser } from '@skinbox/api';
import { BOX_ITEMS, goods } from '../../testing/gameFixtures';
import type { SpreadInfo, SpreadOpened, SpreadRules } from './useSpreadScreen';

export const TIERS = [
  { invited: 0, percent: '1.00' },
  { invited: 3, percent: '1.50' },
  { invited: 10, percent: '2.00' },
];

export function spreadRules(overrides: Partial<SpreadRules> = {}): SpreadRules {
  return {
    tiers: TIERS,
    boxThreshold: '100.00',
    box: { name: '推广宝箱', image: '', value: '5.00', items: BOX_ITEMS },
    ...overrides,
  };
}

/** A player with two invitees, one of whom recharged, and one spread box to open. */
export function spreadInfo(overrides: Partial<SpreadInfo> = {}): SpreadInfo {
  return {
    spreadCode: 'AB12CD',
    invited: 2,
    recharged: 1,
    rechargeTotal: '120.00',
    rewardTotal: '1.20',
    spreadBoxCount: 1,
    tier: { invited: 0, percent: '1.00' },
    nextTier: { invited: 3, percent: '1.50' },
    ...overrides,
  };
}

export function spreadUser(overrides: Partial<SpreadUser> = {}): SpreadUser {
  return {
    userId: 42,
    nickName: '小明',
    avater: '',
    avaterFrame: '',
    joinedAt: '2026-11-18T08:00:00.000Z',
    rechargeTotal: '120.00',
    rewardTotal: '1.20',
    lastRechargeAt: '2026-11-19T08:00:00.000Z',
    ...overrides,
  };
}

/** The players a player invited: one who recharged, one who has not yet. */
export const INVITED = {
  list: [
    spreadUser(),
    spreadUser({
      userId: 43,
      nickName: '小红',
      rechargeTotal: '0.00',
      rewardTotal: '0.00',
      lastRechargeAt: null,
    }),
  ],
  total: 2,
};

export const RECORDS: SpreadRecord[] = [
  {
    id: 2,
    createdAt: '2026-11-19T08:00:00.000Z',
    recharge: '100.00',
    percent: '1.00',
    reward: '1.00',
  },
  {
    id: 1,
    createdAt: '2026-11-18T09:00:00.000Z',
    recharge: '20.00',
    percent: '1.00',
    reward: '0.20',
  },
];

export const SPREAD_OPENED: SpreadOpened = {
  goods: goods(9, { name: 'M4A1 消音型 | 次时代', price: '4.20', quality: 'restricted' }),
  bagItemId: 77,
  rollId: 501,
  ticket: 64_120,
  spreadBoxCount: 0,
};
