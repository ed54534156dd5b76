import type { RollDetail, RollParticipant, RollRoom } from '@skinbox/api';
import { ROLL_ROOM_VECTORS } from '@skinbox/fairness';
import { AT, goods, present } from '../../testing/gameFixtures';
import type { MockRoutes } from '../../testing/mockTransport';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@skinbox/rules';

/**
 * Roll rooms shaped by the contract for the roll screens' tests and stories. The drawn room is the
 * first fairness vector's draw, so its verification really passes in the browser.
 */
/** Times around now, so countdowns run in tests and stories. */
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

export const ROLL_PRIZES = [
  goods(21, { name: 'AWP | 二西莫夫', price: '268.40', quality: 'covert' }),
  goods(22, { name: 'AK-47 | 火神', price: '96.50', quality: 'covert' }),
  goods(23, { name: 'M4A1 消音型 | 氮化处理', price: '12.80', quality: 'milSpec' }),
];

export function participant(userId: number, nickName = `玩家${userId}`): RollParticipant {
  return { userId, nickName, avater: '', avaterFrame: '', isAnchor: false, joinedAt: AT };
}

export function rollRoom(rollId: number, overrides: Partial<RollRoom> = {}): RollRoom {
  return {
    rollId,
    name: `周末福利房 ${rollId}`,
    kind: 'official',
    anchor: null,
    status: 'open',
    conditions: { hasPassword: false, rechargeMin: null, rechargeSince: null, vipLevel: null },
    cap: 200,
    participants: 37,
    prizeCount: 3,
    prizeValue: '377.70',
    topPrizes: ROLL_PRIZES,
    drawAt: at(2 * HOUR_MS),
    drawnAt: null,
    joined: false,
    createdAt: at(-HOUR_MS),
    ...overrides,
  };
}

export const ROLL_ROOMS: RollRoom[] = [
  rollRoom(1),
  rollRoom(2, {
    kind: 'anchor',
    name: '主播小鹿的粉丝福利',
    anchor: { userId: 90, nickName: '小鹿', avater: '', avaterFrame: '', isAnchor: true },
    conditions: {
      hasPassword: true,
      rechargeMin: '100.00',
      rechargeSince: at(-7 * DAY_MS),
      vipLevel: 3,
    },
    joined: true,
  }),
  rollRoom(3, { drawAt: at(26 * HOUR_MS), participants: 4, cap: 10 }),
];

const vector = present(ROLL_ROOM_VECTORS[0], 'roll room vector');

/** An open room with conditions, for the viewer `me` (null for a visitor). */
export function openDetail(overrides: Partial<RollDetail> = {}): RollDetail {
  return {
    ...rollRoom(7, {
      conditions: {
        hasPassword: true,
        rechargeMin: '100.00',
        rechargeSince: at(-7 * DAY_MS),
        vipLevel: 2,
      },
      participants: 2,
    }),
    prizes: ROLL_PRIZES.map((g, position) => ({
      position,
      goods: g,
      winner: null,
      returned: false,
    })),
    participantList: [participant(17, '阿强'), participant(4, '小美')],
    seeds: {
      serverSeedHash: 'fc31f0fe70115f6782ab8670d24a1030af1f5f9e1181971cdc94c45a61413094',
      serverSeed: null,
      publicSeed: null,
      participantIds: [17, 4],
      draws: [],
    },
    me: { joined: false, vipLevel: 3, recharged: '40.00', vipMet: true, rechargeMet: false },
    serverNow: AT,
    countdownMs: 2 * HOUR_MS,
    ...overrides,
  };
}

/** The first fairness vector's room after its draw: prizes to 1023, 56 and 17 (the viewer). */
export function drawnDetail(overrides: Partial<RollDetail> = {}): RollDetail {
  const people = [
    participant(17, '阿强'),
    participant(4, '小美'),
    participant(1023, '老王'),
    participant(56, '阿飞'),
  ];
  const winnerOf = (userId: number) => {
    const found = present(people.find((p) => p.userId === userId));
    return {
      userId: found.userId,
      nickName: found.nickName,
      avater: '',
      avaterFrame: '',
      isAnchor: false,
    };
  };
  return {
    ...openDetail(),
    status: 'drawn',
    drawAt: at(-MINUTE_MS),
    drawnAt: at(-MINUTE_MS),
    joined: true,
    participants: 4,
    conditions: { hasPassword: false, rechargeMin: null, rechargeSince: null, vipLevel: null },
    prizes: ROLL_PRIZES.map((g, position) => ({
      position,
      goods: g,
      winner: winnerOf(present(vector.draws[position]).userId),
      returned: false,
    })),
    participantList: people,
    seeds: {
      serverSeedHash: 'fc31f0fe70115f6782ab8670d24a1030af1f5f9e1181971cdc94c45a61413094',
      serverSeed: vector.roomSeed,
      publicSeed: vector.publicSeed,
      participantIds: [...vector.participantIds],
      draws: vector.draws.map(({ hmac: _hmac, ...draw }) => draw),
    },
    me: { joined: true, vipLevel: 3, recharged: null, vipMet: true, rechargeMet: true },
    countdownMs: 0,
    ...overrides,
  };
}

/** The roll calls answered from fixtures. */
export function rollRoutes(detail: () => RollDetail = openDetail): MockRoutes {
  return {
    '/api/roll/list': () => ({ list: ROLL_ROOMS, total: ROLL_ROOMS.length }),
    '/api/roll/detail': () => detail(),
  };
}
