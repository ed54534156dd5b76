import { BOX_ITEMS, goods } from '../../testing/gameFixtures';
import type { FreeCaseOpened, FreeCaseStatus } from './useFreeCase';

export const SERVER_NOW = '2026-11-20T04:00:00.000Z';

/** A VIP1 player who has not opened today's free case. */
export function freeCaseStatus(overrides: Partial<FreeCaseStatus> = {}): FreeCaseStatus {
  return {
    serverNow: SERVER_NOW,
    state: 'ready',
    vipLevel: 1,
    requiredVipLevel: 1,
    name: '每日免费箱',
    image: '',
    value: '1.00',
    nextAt: '2026-11-20T16:00:00.000Z',
    items: BOX_ITEMS,
    ...overrides,
  };
}

export const FREE_OPENED: FreeCaseOpened = {
  goods: goods(11, { name: 'P250 | 沙丘之黄', price: '0.35', quality: 'consumer' }),
  bagItemId: 91,
  rollId: 612,
  ticket: 12_345,
  nextAt: '2026-11-20T16:00:00.000Z',
};

/** fairness.verify before the seed is revealed. */
export const SEALED_FREE_ROLL = {
  rollId: 612,
  game: 'freecase',
  serverSeedHash: 'a1b2c3',
  serverSeed: null,
  clientSeed: 'lucky-client',
  nonce: 13,
  cursor: 0,
  ticket: 12_345,
  verified: null,
};
