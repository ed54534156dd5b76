import { ok, type Answer } from './answering';

/**
 * The operations screens' calls answered for a small site: three operators, recharge orders of
 * every provider, avatars and chat lines to moderate, reservations, the official games.
 */
const at = (hoursAgo: number) =>
  new Date(Date.parse('2026-11-28T12:00:00Z') - hoursAgo * 3_600_000).toISOString();
const names = (zh: string, en: string) => ({ zh, en, vi: en, ko: en, tw: zh });

export const operatorAnswers: Record<string, Answer> = {
  '/api/admin/operators/list': ok([
    {
      id: 1,
      account: 'boss',
      name: 'Boss',
      roles: ['owner'],
      enrolled: true,
      disabledAt: null,
      lastSeenAt: at(1),
      createdAt: at(900),
    },
    {
      id: 2,
      account: 'cash.lin',
      name: 'Lin',
      roles: ['finance', 'support'],
      enrolled: true,
      disabledAt: null,
      lastSeenAt: at(30),
      createdAt: at(400),
    },
    {
      id: 3,
      account: 'mod.wu',
      name: 'Wu',
      roles: ['moderator'],
      enrolled: false,
      disabledAt: null,
      lastSeenAt: null,
      createdAt: at(2),
    },
  ]),
  '/api/admin/operators/create': ok({
    auditId: 501,
    operatorId: 4,
    setup: { link: '/admin/setup?token=Zq8vK2mN4pR6tY1wX3cB', expiresAt: at(-24) },
  }),
  '/api/admin/operators/setRoles': ok({ auditId: 502 }),
  '/api/admin/operators/setDisabled': ok({ auditId: 503 }),
  '/api/admin/operators/resetSetup': ok({
    auditId: 504,
    setup: { link: '/admin/setup?token=Hh7gF5dS3aQ1wE9rT2yU', expiresAt: at(-24) },
  }),
};

const order = (orderId: number, provider: string, status: string, amount: string) => ({
  orderId,
  userId: 1000 + orderId,
  nickName: `player${orderId}`,
  method: provider === 'manual' ? 'bank' : 'alipay',
  provider,
  amount,
  bonus: '0.00',
  status,
  createdAt: at(orderId),
  paidAt: status === 'paid' ? at(orderId - 0.5) : null,
});

export const queueAnswers: Record<string, Answer> = {
  '/api/admin/queues/rechargeOrders': ok({
    list: [order(41, 'manual', 'pending', '500.00'), order(42, 'sandbox', 'pending', '50.00')],
    total: 2,
  }),
  '/api/admin/queues/confirmRecharge': ok({ auditId: 601, credited: true }),
  '/api/admin/queues/avatars': ok({
    list: [
      {
        id: 71,
        userId: 1042,
        nickName: 'lucky',
        image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        createdAt: at(3),
      },
    ],
    total: 1,
  }),
  '/api/admin/queues/reviewAvatar': ok({ auditId: 602 }),
  '/api/admin/queues/chatLines': ok({
    list: [
      {
        id: 901,
        userId: 1042,
        nickName: 'lucky',
        body: 'buy cheap coins at example.com',
        createdAt: at(1),
        deletedAt: null,
      },
      {
        id: 900,
        userId: 1043,
        nickName: 'calm',
        body: 'gg',
        createdAt: at(2),
        deletedAt: null,
      },
    ],
    total: 2,
  }),
  '/api/admin/queues/deleteChat': ok({ auditId: 603, deleted: [901] }),
  '/api/admin/queues/reservations': ok({
    list: [
      {
        id: 5,
        kind: 'event',
        names: names('双十二开箱节', 'Double twelve'),
        boxId: null,
        opensAt: at(-300),
        openedAt: null,
        signups: 128,
      },
    ],
    total: 1,
  }),
  '/api/admin/queues/addReservation': ok({ auditId: 604, eventId: 6 }),
  '/api/admin/queues/openReservation': ok({ auditId: 605 }),
};

export const gameAnswers: Record<string, Answer> = {
  '/api/admin/games/battleSchedule': ok([
    { boxes: [{ boxId: 12, count: 2 }], seats: 2, mode: 'classic', keep: 3 },
  ]),
  '/api/admin/games/setBattleSchedule': ok({ auditId: 701 }),
  '/api/admin/games/createOfficialBattle': ok({
    auditId: 702,
    battleId: 88,
    seatCost: '24.00',
    serverSeedHash: 'a'.repeat(64),
  }),
  '/api/admin/games/rollRooms': ok({
    list: [
      {
        id: 31,
        name: 'Friday roll',
        kind: 'official',
        status: 'open',
        prizes: 3,
        prizeValue: '120.00',
        participants: 40,
        cap: 100,
        drawAt: at(-20),
      },
    ],
    total: 1,
  }),
  '/api/admin/games/createRollRoom': ok({ auditId: 703, rollId: 32, prizeValue: '66.00' }),
  '/api/admin/games/crashChain': ok({
    terminalHash: 'f'.repeat(64),
    rounds: 100000,
    used: 0,
    createdAt: at(2),
    chain: {
      chainId: 9,
      terminalHash: 'f'.repeat(64),
      rounds: 100000,
      committedAt: at(2),
      saltSource: 'the hash of Bitcoin block 880000',
      salt: null,
      saltedAt: null,
    },
  }),
  '/api/admin/games/saltCrashChain': ok({
    auditId: 704,
    chain: {
      chainId: 9,
      terminalHash: 'f'.repeat(64),
      rounds: 100000,
      committedAt: at(2),
      saltSource: 'the hash of Bitcoin block 880000',
      salt: '0000000000000000000180d5',
      saltedAt: at(0),
    },
  }),
  '/api/admin/games/rotateCrashChain': ok({
    auditId: 705,
    terminalHash: 'e'.repeat(64),
    rounds: 50000,
    chain: {
      chainId: 10,
      terminalHash: 'e'.repeat(64),
      rounds: 50000,
      committedAt: at(0),
      saltSource: 'the hash of Bitcoin block 880100',
      salt: null,
      saltedAt: null,
    },
  }),
};
