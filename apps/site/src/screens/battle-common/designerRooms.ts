import {
  battle,
  BoxType,
  type BattleBox,
  type BattleDetail,
  type BattleRound,
  type BattleSeat,
  type GoodsSummary,
} from '@skinbox/api';
import { MINUTE_MS } from '@skinbox/rules';

/**
 * Battle rooms as designers review them (stories) and the view tests render them: fixed players,
 * boxes, drops and clock, so every state looks the same on every run.
 */
export const STARTED_AT = Date.parse('2026-11-24T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const goods = (goodsId: number, name: string, price: string, quality: GoodsSummary['quality']) => ({
  goodsId,
  name,
  image: '',
  price,
  quality,
  exterior: 'fieldTested' as const,
});

export const DESIGNER_GOODS = {
  p250: goods(11, 'P250 | 沙丘之黄', '0.35', 'consumer'),
  mp9: goods(12, 'MP9 | 黑砂', '1.20', 'milSpec'),
  usp: goods(13, 'USP 消音版 | 猎户星座', '12.40', 'restricted'),
  ak: goods(14, 'AK-47 | 二西莫夫', '58.00', 'classified'),
  awp: goods(15, 'AWP | 二西莫夫', '168.00', 'covert'),
  knife: goods(16, '★ 爪子刀 | 渐变之色', '2350.00', 'covert'),
};

const item = (g: GoodsSummary, probability: string, from: number, to: number) => ({
  goods: g,
  probability,
  ticketFrom: from,
  ticketTo: to,
});

export const DESIGNER_BOXES: BattleBox[] = [
  {
    boxId: 21,
    type: BoxType.battle,
    category: 'battle',
    name: '巅峰对决',
    image: '',
    price: '25.00',
    items: [
      item(DESIGNER_GOODS.knife, '0.5000', 1, 500),
      item(DESIGNER_GOODS.awp, '4.5000', 501, 5000),
      item(DESIGNER_GOODS.ak, '15.0000', 5001, 20000),
      item(DESIGNER_GOODS.usp, '30.0000', 20001, 50000),
      item(DESIGNER_GOODS.mp9, '50.0000', 50001, 100000),
    ],
  },
  {
    boxId: 22,
    type: BoxType.battle,
    category: 'battle',
    name: '新手试炼',
    image: '',
    price: '2.50',
    items: [
      item(DESIGNER_GOODS.usp, '10.0000', 1, 10000),
      item(DESIGNER_GOODS.mp9, '40.0000', 10001, 50000),
      item(DESIGNER_GOODS.p250, '50.0000', 50001, 100000),
    ],
  },
];

const [PEAK, ROOKIE] = DESIGNER_BOXES as [BattleBox, BattleBox];
const summary = (box: BattleBox) => battle.battleBox.omit({ items: true }).parse(box);

const player = (
  userId: number,
  nickName: string,
  more: Partial<NonNullable<BattleSeat['player']>> = {},
) => ({
  userId,
  nickName,
  avater: '',
  avaterFrame: '',
  isAnchor: false,
  isBot: false,
  ...more,
});

export const DESIGNER_PLAYERS = {
  me: player(7, '夜行者'),
  rival: player(8, 'Kappa王', { isAnchor: true }),
  third: player(9, '无情开箱机'),
  bot: player(90, 'BotA1F3', { isBot: true }),
};

const seat = (
  n: number,
  who: NonNullable<BattleSeat['player']> | null,
  userCode: string | null = null,
) => ({
  seat: n,
  player: who,
  userCode,
  total: '0.00',
});

/** Three rounds: the peak box twice, then the rookie box. Round r, seat s drops `DROPS[r][s]`. */
const DROPS: GoodsSummary[][] = [
  [DESIGNER_GOODS.ak, DESIGNER_GOODS.usp, DESIGNER_GOODS.mp9],
  [DESIGNER_GOODS.mp9, DESIGNER_GOODS.awp, DESIGNER_GOODS.usp],
  [DESIGNER_GOODS.p250, DESIGNER_GOODS.mp9, DESIGNER_GOODS.usp],
];
const ROUND_BOX = [PEAK.boxId, PEAK.boxId, ROOKIE.boxId];

function rounds(upTo: number, drops = DROPS): BattleRound[] {
  return drops.slice(0, upTo).map((row, r) => ({
    round: r + 1,
    boxId: ROUND_BOX[r] ?? PEAK.boxId,
    drops: row.map((g, s) => ({ seat: s + 1, goods: g, ticket: 1000 * (r + 1) + s + 17 })),
  }));
}

const base: BattleDetail = {
  battleId: 1024,
  kind: 'player',
  mode: 'classic',
  status: 'waiting',
  creatorId: DESIGNER_PLAYERS.me.userId,
  hasPassword: true,
  boxes: [
    { box: summary(PEAK), count: 2 },
    { box: summary(ROOKIE), count: 1 },
  ],
  rounds: 3,
  cost: '52.50',
  seats: [seat(1, DESIGNER_PLAYERS.me), seat(2, null), seat(3, null)],
  serverSeedHash: '9f2c51d0a7e3b4c86f1e0d2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e',
  createdAt: iso(STARTED_AT - 120_000),
  dissolveAt: iso(STARTED_AT - 120_000 + 900_000),
  startedAt: null,
  endedAt: null,
  winnerSeat: null,
  serverNow: iso(STARTED_AT),
  countdownMs: 3000,
  roundMs: 4000,
  publicSeed: null,
  revealed: [],
  mySeat: 1,
  outcome: null,
};

const full = [
  seat(1, DESIGNER_PLAYERS.me, 'k7Qp2x'),
  seat(2, DESIGNER_PLAYERS.rival, 'kappa-88'),
  seat(3, DESIGNER_PLAYERS.third, 'a1b2c3'),
];
const running: Partial<BattleDetail> = {
  status: 'running',
  seats: full,
  startedAt: iso(STARTED_AT),
  publicSeed: '3f97356c4410759f42e361cbb9d7e3bee24a7962ed0ab32541a3193df7c9a57b',
};

export type DesignerRoom =
  | 'waiting'
  | 'waitingVisitor'
  | 'countdown'
  | 'rolling'
  | 'victory'
  | 'defeat'
  | 'tie'
  | 'spectator'
  | 'dissolved';

/** The room, and the server's clock (ms) a designer state is drawn at. */
export function designerRoom(state: DesignerRoom): { detail: BattleDetail; serverNow: number } {
  const at = (ms: number) => STARTED_AT + ms;
  switch (state) {
    case 'waiting':
      return { detail: base, serverNow: STARTED_AT };
    case 'waitingVisitor':
      return {
        detail: {
          ...base,
          seats: [seat(1, DESIGNER_PLAYERS.rival), seat(2, null), seat(3, null)],
          mySeat: null,
          creatorId: 8,
        },
        serverNow: STARTED_AT,
      };
    case 'countdown':
      return { detail: { ...base, ...running }, serverNow: at(1200) };
    case 'rolling':
      // Round 2 a second and a half in: round 1 stands, round 2's reels spin.
      return {
        detail: { ...base, ...running, revealed: rounds(2) },
        serverNow: at(3000 + 4000 + 1500),
      };
    case 'victory':
      return {
        detail: {
          ...base,
          ...running,
          status: 'finished',
          revealed: rounds(3),
          winnerSeat: 2,
          mySeat: 2,
          outcome: 'victory',
          endedAt: iso(at(15_000)),
        },
        serverNow: at(20_000),
      };
    case 'defeat':
      return {
        detail: {
          ...base,
          ...running,
          status: 'finished',
          revealed: rounds(3),
          winnerSeat: 2,
          outcome: 'failure',
          endedAt: iso(at(15_000)),
        },
        serverNow: at(20_000),
      };
    case 'tie': {
      const even = [
        [DESIGNER_GOODS.usp, DESIGNER_GOODS.usp, DESIGNER_GOODS.mp9],
        [DESIGNER_GOODS.mp9, DESIGNER_GOODS.mp9, DESIGNER_GOODS.p250],
        [DESIGNER_GOODS.p250, DESIGNER_GOODS.p250, DESIGNER_GOODS.p250],
      ];
      return {
        detail: {
          ...base,
          ...running,
          status: 'finished',
          revealed: rounds(3, even),
          winnerSeat: null,
          outcome: 'failure',
          endedAt: iso(at(15_000)),
        },
        serverNow: at(20_000),
      };
    }
    case 'spectator':
      return {
        detail: {
          ...base,
          ...running,
          kind: 'official',
          hasPassword: false,
          status: 'finished',
          revealed: rounds(3),
          winnerSeat: 2,
          mySeat: null,
          outcome: null,
          endedAt: iso(at(15_000)),
        },
        serverNow: at(20_000),
      };
    case 'dissolved':
      return {
        detail: { ...base, status: 'dissolved', endedAt: base.dissolveAt },
        serverNow: Date.parse(base.dissolveAt) + MINUTE_MS,
      };
  }
}

const EXTRA_PLAYERS = ['Zed', '闪电侠', 'Nguyễn Văn An', '개봉왕', 'Ace', 'Lucky7', '刀刀暴击'];
const SEAT_GOODS = [
  DESIGNER_GOODS.mp9,
  DESIGNER_GOODS.usp,
  DESIGNER_GOODS.ak,
  DESIGNER_GOODS.p250,
  DESIGNER_GOODS.awp,
  DESIGNER_GOODS.usp,
  DESIGNER_GOODS.mp9,
  DESIGNER_GOODS.ak,
];

/**
 * A room of `seats` seats (2 to 8) in a state with reels: the designer's three players first, then
 * more (bots among them), every seat's drops varied so the totals and lead bars differ. The phone
 * stories show it with 2, 4 and 8 seats side by side.
 */
export function designerRoomOfSeats(
  state: 'rolling' | 'victory',
  seats: number,
): { detail: BattleDetail; serverNow: number } {
  const { detail, serverNow } = designerRoom(state);
  const players = [
    DESIGNER_PLAYERS.me,
    DESIGNER_PLAYERS.rival,
    DESIGNER_PLAYERS.third,
    ...EXTRA_PLAYERS.map((name, i) => player(20 + i, name, { isBot: i % 3 === 0 })),
  ].slice(0, seats);
  const drops = Array.from({ length: 3 }, (_, r) =>
    players.map((_, s) => SEAT_GOODS[(s * 3 + r * 5) % SEAT_GOODS.length] as GoodsSummary),
  );
  const upTo = detail.revealed.length;
  return {
    detail: {
      ...detail,
      seats: players.map((who, i) => seat(i + 1, who, `code-${i + 1}`)),
      revealed: rounds(upTo, drops),
      winnerSeat: detail.winnerSeat === null ? null : Math.min(detail.winnerSeat, seats),
    },
    serverNow,
  };
}

/** Open rooms as the lobby lists them. */
export function designerLobby() {
  // The contract's room schema keeps a room's fields and drops the detail's own.
  const room = battle.battleRoom.parse(designerRoom('waitingVisitor').detail);
  return [
    { ...room, battleId: 1031, taken: 1 },
    {
      ...room,
      battleId: 1030,
      kind: 'official' as const,
      hasPassword: false,
      mode: 'clown' as const,
      creatorId: 1,
      seats: [seat(1, null), seat(2, DESIGNER_PLAYERS.third), seat(3, null), seat(4, null)],
      taken: 1,
      cost: '25.00',
    },
    {
      ...room,
      battleId: 1029,
      status: 'running' as const,
      hasPassword: false,
      seats: full,
      taken: 3,
    },
  ];
}
