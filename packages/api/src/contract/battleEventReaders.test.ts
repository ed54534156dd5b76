// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { battleLobbyEvents, battleRoomEvents } from './battle';
import { battleLobbyEventReaders, battleRoomEventReaders } from './battleEventReaders';

const change = { battleId: 4, status: 'waiting', taken: 1, seatCount: 2, winnerSeat: null };
const changes = [
  change,
  { ...change, status: 'finished', taken: 2, winnerSeat: 1, extra: true },
  { ...change, status: 'won' },
  { ...change, taken: -1 },
  { ...change, taken: 9 },
  { ...change, seatCount: 1 },
  { ...change, winnerSeat: 0 },
  { ...change, battleId: 0 },
  { battleId: 4 },
];
const player = {
  userId: 7,
  nickName: 'Ann',
  avater: '',
  avaterFrame: '',
  isAnchor: false,
  isBot: true,
};
const seat = { seat: 1, player, userCode: null, total: '0.00' };
const seats = [
  seat,
  { ...seat, player: null, userCode: 'abc', extra: 1 },
  { ...seat, player: { ...player, extra: 1 } },
  { ...seat, player: { ...player, isBot: 'no' } },
  { ...seat, player: undefined },
  { ...seat, seat: 0 },
  { ...seat, seat: 99 },
  { ...seat, total: '1' },
];
const drop = { seat: 1, goodsId: 3, price: '2.50', ticket: 10 };

const samples: Record<keyof typeof battleRoomEvents, unknown[]> = {
  seated: seats.map((s) => ({ battleId: 4, seat: s })),
  started: ['2026-11-29T09:06:04.123Z', '2026-02-30T00:00:00Z', 5].map((startedAt) => ({
    battleId: 4,
    startedAt,
    publicSeed: 's',
  })),
  round: [
    [drop],
    [],
    [drop, { ...drop, extra: 1 }],
    [{ ...drop, ticket: 0 }],
    [{ ...drop, price: 2.5 }],
    drop,
  ].map((drops) => ({ battleId: 4, round: 1, boxId: 2, drops })),
  settled: [1, null, 0, undefined].map((winnerSeat) => ({ battleId: 4, winnerSeat })),
  dissolved: [{ battleId: 4 }, { battleId: -4 }],
};

const refused = [{}, null, [], 'x'];

describe('the battle events read without zod', () => {
  it.each(Object.keys(samples) as (keyof typeof samples)[])(
    'take and give what the contract does: room event %s',
    (event) => {
      for (const sample of [...samples[event], ...refused]) {
        const parsed = battleRoomEvents[event].safeParse(sample);
        expect(battleRoomEventReaders[event](sample), JSON.stringify(sample)).toEqual(
          parsed.success ? parsed.data : null,
        );
      }
    },
  );

  it('take and give what the contract does: the lobby events', () => {
    expect(Object.keys(battleLobbyEventReaders)).toEqual(Object.keys(battleLobbyEvents));
    for (const [event, schema] of Object.entries(battleLobbyEvents))
      for (const sample of [...changes, ...refused]) {
        const parsed = schema.safeParse(sample);
        expect(battleLobbyEventReaders[event]?.(sample), JSON.stringify(sample)).toEqual(
          parsed.success ? parsed.data : null,
        );
      }
  });
});
