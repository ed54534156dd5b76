import { goods } from '../../testing/gameFixtures';
import type { FestivalListing } from './useActivityScreen';

export const SERVER_NOW = '2026-11-20T04:00:00.000Z';

/** A live festival: the player turned over 150 coins, enough for the first prize only. */
export function festivalListing(
  overrides: Partial<FestivalListing['activity']> = {},
): FestivalListing {
  return {
    serverNow: SERVER_NOW,
    activity: {
      id: 12,
      title: '开箱狂欢节',
      intro: '活动期间流水达标领取饰品',
      startAt: '2026-11-19T04:00:00.000Z',
      endAt: '2026-11-22T05:30:00.000Z',
      live: true,
      turnover: '150.00',
      prizes: [
        {
          key: 'g1',
          turnover: '100.00',
          goods: goods(1, { name: 'P250 | 沙丘' }),
          state: 'claimable',
        },
        {
          key: 'g2',
          turnover: '600.00',
          goods: goods(2, { name: 'AK-47 | 红线' }),
          state: 'locked',
        },
        { key: 'g3', turnover: '50.00', goods: goods(3, { name: 'MP9 | 风暴' }), state: 'claimed' },
      ],
      ...overrides,
    },
  };
}
