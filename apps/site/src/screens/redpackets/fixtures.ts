import type { RedPacketRecord } from '@skinbox/api';
import type { RedPacketListing } from './useRedPacketsScreen';

export const SERVER_NOW = '2026-11-20T04:00:00.000Z';

const listed = {
  periodKey: '2026-11-20',
  nextAt: '2026-11-20T16:00:00.000Z',
  received: null,
};

/** One packet of each listed kind, as a signed-in VIP3 player stands on 2026-11-20. */
export function redPacketListing(): RedPacketListing {
  return {
    serverNow: SERVER_NOW,
    packets: [
      {
        ...listed,
        id: 1,
        kind: 'activity',
        period: 'day',
        state: 'receivable',
        amount: '8.88',
        activityId: 7,
        title: '双十一狂欢',
        endsAt: '2026-11-30T16:00:00.000Z',
      },
      {
        ...listed,
        id: 2,
        kind: 'lucky',
        period: 'day',
        state: 'received',
        minAmount: '0.10',
        maxAmount: '5.00',
        received: { amount: '1.23', rollId: 901, createdAt: '2026-11-20T02:00:00.000Z' },
      },
      {
        ...listed,
        id: 3,
        kind: 'recharge',
        period: 'week',
        periodKey: '2026-W47',
        nextAt: '2026-11-22T16:00:00.000Z',
        state: 'locked',
        amount: '10.00',
        threshold: '500.00',
        recharged: '125.00',
      },
      {
        ...listed,
        id: 4,
        kind: 'rebate',
        period: 'day',
        state: 'receivable',
        rateBasisPoints: 20,
        cap: '50.00',
        basis: '1000.00',
        amount: '2.00',
      },
      {
        ...listed,
        id: 5,
        kind: 'loss',
        period: 'month',
        periodKey: '2026-11',
        state: 'locked',
        rateBasisPoints: 125,
        cap: '100.00',
        basis: '0.00',
        amount: '0.00',
      },
      {
        ...listed,
        id: 6,
        kind: 'vip',
        period: 'year',
        periodKey: '2026',
        state: 'receivable',
        vipLevel: 3,
        amount: '3.00',
        levels: [
          { level: 1, amount: '1.00' },
          { level: 3, amount: '3.00' },
        ],
      },
    ],
  };
}

export const RECORDS: { list: RedPacketRecord[]; total: number } = {
  list: [
    {
      id: 41,
      packetId: 2,
      kind: 'lucky',
      periodKey: '2026-11-20',
      amount: '1.23',
      rollId: 901,
      createdAt: '2026-11-20T02:00:00.000Z',
    },
    {
      id: 40,
      packetId: 9,
      kind: 'password',
      periodKey: 'pw-9',
      amount: '2.50',
      rollId: null,
      createdAt: '2026-11-19T02:00:00.000Z',
    },
  ],
  total: 2,
};

/** fairness.verify of the lucky packet before its seed is revealed. */
export const SEALED_ROLL = {
  rollId: 901,
  game: 'redpacket',
  serverSeedHash: 'a1b2c3',
  serverSeed: null,
  clientSeed: 'lucky-client',
  nonce: 3,
  cursor: 0,
  ticket: 12_345,
  verified: null,
};
