import type { NewYearListing } from './useNewYearScreen';

export const SERVER_NOW = '2026-11-20T04:00:00.000Z';

type Activity = NonNullable<NewYearListing['activity']>;

const DRAW = {
  day: '2026-11-19',
  prize: 1,
  name: '中红包',
  amount: '0.50',
  rollId: 701,
  ticket: 81_234,
  createdAt: '2026-11-19T03:00:00.000Z',
};

/** A live new year: 120 coins turned over today against an entry of 100, nothing opened today. */
export function newYearListing(overrides: Partial<Activity> = {}): NewYearListing {
  return {
    serverNow: SERVER_NOW,
    activity: {
      id: 13,
      title: '新春活动',
      intro: '每天开箱满额即可拆红包',
      startAt: '2026-11-19T00:00:00.000Z',
      endAt: '2026-11-27T00:00:00.000Z',
      live: true,
      entryTurnover: '100.00',
      todayTurnover: '120.00',
      resetAt: '2026-11-20T16:00:00.000Z',
      today: null,
      draws: [DRAW],
      prizes: [
        {
          index: 0,
          name: '小红包',
          amount: '0.10',
          probability: '80.000',
          ticketFrom: 1,
          ticketTo: 80_000,
        },
        {
          index: 1,
          name: '中红包',
          amount: '0.50',
          probability: '19.000',
          ticketFrom: 80_001,
          ticketTo: 99_000,
        },
        {
          index: 2,
          name: '大红包',
          amount: '2.00',
          probability: '1.000',
          ticketFrom: 99_001,
          ticketTo: 100_000,
        },
      ],
      ...overrides,
    },
  };
}

export const OPENED = {
  day: '2026-11-20',
  prize: 2,
  name: '大红包',
  amount: '2.00',
  rollId: 702,
  ticket: 99_500,
  createdAt: SERVER_NOW,
};
