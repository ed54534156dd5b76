import type { TimedBox } from '@skinbox/api';
import { BOX_ITEMS, goods } from '../../testing/gameFixtures';
import type { TimeboxListing } from './useTimeboxScreen';

const box = (
  slot: TimedBox['slot'],
  name: string,
  period: TimedBox['period'],
  threshold: string,
  vipLevel: number,
  recharged: string,
  joined: boolean,
  remainingMs: number,
): TimedBox => ({
  slot,
  name,
  image: '',
  period,
  threshold,
  vipLevel,
  value: '1.50',
  periodEnd: '2026-11-20T05:00:00.000Z',
  remainingMs,
  recharged,
  joined,
  lastDraw: null,
  items: BOX_ITEMS,
});

/** A VIP2 player who recharged 150 coins this hour and today. */
export function timeboxListing(): TimeboxListing {
  return {
    serverNow: '2026-11-20T04:00:00.000Z',
    vipLevel: 2,
    boxes: [
      {
        ...box('hour', '每小时宝箱', 'hour', '100.00', 0, '150.00', true, 1_830_000),
        lastDraw: {
          id: 4,
          slot: 'hour',
          period: '2026-11-20T11',
          goods: goods(6, { name: 'P90 | 二西莫夫', price: '2.10' }),
          rollId: 300,
          ticket: 1234,
          createdAt: '2026-11-20T04:00:00.000Z',
        },
      },
      box('day', '每日宝箱', 'day', '500.00', 0, '150.00', false, 43_200_000),
      box('week', '每周宝箱', 'week', '1000.00', 0, '150.00', false, 216_000_000),
      box('vip5', 'VIP5 宝箱', 'week', '1000.00', 5, '150.00', false, 216_000_000),
      box('vip10', 'VIP10 宝箱', 'week', '1000.00', 10, '150.00', false, 216_000_000),
    ],
  };
}

export const DRAWS = {
  list: [
    {
      id: 4,
      slot: 'hour' as const,
      period: '2026-11-20T11',
      goods: goods(6, { name: 'P90 | 二西莫夫', price: '2.10' }),
      rollId: 300,
      ticket: 1234,
      createdAt: '2026-11-20T04:00:00.000Z',
    },
  ],
  total: 1,
};
