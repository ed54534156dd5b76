import {
  battle,
  createApi,
  type BattleBox,
  type BattleDetail,
  type BattleRoom,
  type BattleSeat,
  type GameMessage,
} from '@skinbox/api';
import { describe, expect, it, vi } from 'vitest';
import { BattleLobbyStore, LOBBY_ROOMS } from './BattleLobbyStore';
import { BattleStore } from './BattleStore';
import { failure, fakeHttp, type FakeRoute } from './testing/fakeHttp';
import { FakeSocket } from './testing/fakeSocket';

/** The local clock: 12:00:00 here while the server's clock is 2 s ahead. */
const LOCAL = Date.parse('2026-11-24T12:00:00.000Z');
const SERVER_AHEAD_MS = 2000;
const iso = (ms: number) => new Date(ms).toISOString();
const BATTLE = 42;
const BOX = 7;

const goods = (goodsId: number, price: string) => ({
  goodsId,
  name: `Skin ${goodsId}`,
  image: `/assets/items/${goodsId}.png`,
  price,
  quality: 'covert' as const,
  exterior: 'fieldTested' as const,
});

const box: BattleBox = {
  boxId: BOX,
  type: 2,
  category: 'battle',
  name: 'Duel',
  image: '/assets/boxes/7.png',
  price: '5.00',
  items: [
    { goods: goods(1, '1.00'), probability: '90.0000', ticketFrom: 1, ticketTo: 90_000 },
    { goods: goods(2, '40.00'), probability: '10.0000', ticketFrom: 90_001, ticketTo: 100_000 },
  ],
};

const seat = (n: number, userId: number | null): BattleSeat => ({
  seat: n,
  player:
    userId === null
      ? null
      : {
          userId,
          nickName: `player${userId}`,
          avater: '',
          avaterFrame: '',
          isAnchor: false,
          isBot: false,
        },
  userCode: null,
  total: '0.00',
});

function room(overrides: Partial<BattleDetail> = {}): BattleDetail {
  return {
    battleId: BATTLE,
    kind: 'player',
    mode: 'classic',
    status: 'waiting',
    creatorId: 1,
    hasPassword: true,
    boxes: [{ box, count: 2 }],
    rounds: 2,
    cost: '10.00',
    seats: [seat(1, 1), seat(2, null)],
    serverSeedHash: 'a'.repeat(64),
    createdAt: iso(LOCAL),
    dissolveAt: iso(LOCAL + 900_000),
    startedAt: null,
    endedAt: null,
    winnerSeat: null,
    serverNow: iso(LOCAL + SERVER_AHEAD_MS),
    countdownMs: 3000,
    roundMs: 4000,
    publicSeed: null,
    revealed: [],
    mySeat: 1,
    outcome: null,
    ...overrides,
  };
}

function setup(routes: Record<string, FakeRoute> = {}) {
  let server = room();
  const http = fakeHttp({
    '/api/battle/detail': () => server,
    '/api/battle/boxDetails': () => box,
    ...routes,
  });
  const socket = new FakeSocket();
  const store = new BattleStore({
    api: createApi(http),
    socket,
    battleId: BATTLE,
    clock: () => LOCAL,
  });
  const emit = (event: string, payload: unknown, seq: number) =>
    socket.emitChannel({ game: `battle:${BATTLE}`, event, payload, seq } satisfies GameMessage);
  return {
    store,
    socket,
    http,
    emit,
    loads: () => http.pathsCalled().filter((p) => p === '/api/battle/detail').length,
    setServer: (detail: BattleDetail) => void (server = detail),
    async started() {
      store.start();
      await vi.waitFor(() => expect(store.state).not.toBeNull());
    },
  };
}

const round = (n: number, first: number, second: number) => ({
  battleId: BATTLE,
  round: n,
  boxId: BOX,
  drops: [
    { seat: 1, goodsId: first, price: first === 1 ? '1.00' : '40.00', ticket: 100 * n },
    { seat: 2, goodsId: second, price: second === 1 ? '1.00' : '40.00', ticket: 95_000 },
  ],
});

describe('BattleStore', () => {
  it("enters the room's channel, loads the room and its boxes, and learns the server's clock", async () => {
    const { store, socket, started, http } = setup();
    await started();
    expect(socket.channels).toEqual(new Set([`battle:${BATTLE}`]));
    expect(http.pathsCalled().sort()).toEqual(['/api/battle/boxDetails', '/api/battle/detail']);
    expect(store.state?.boxes.get(BOX)?.items).toHaveLength(2);
    expect(store.clockOffsetMs).toBe(SERVER_AHEAD_MS);
    expect(store.serverNow()).toBe(LOCAL + SERVER_AHEAD_MS);
    store.stop();
    expect(socket.channels).toEqual(new Set());
  });

  it('plays a room from its channel: a seat, the start, each round, the winner', async () => {
    const { store, emit, started, loads } = setup();
    await started();
    emit('seated', { battleId: BATTLE, seat: seat(2, 9) }, 1);
    expect(store.state?.detail.seats[1]?.player?.userId).toBe(9);
    emit('started', { battleId: BATTLE, startedAt: iso(LOCAL), publicSeed: 'p'.repeat(64) }, 2);
    expect(store.state?.detail).toMatchObject({ status: 'running', startedAt: iso(LOCAL) });
    emit('round', round(1, 2, 1), 3);
    // A round told twice (a retried job) is shown once.
    emit('round', round(1, 2, 1), 4);
    emit('round', round(2, 1, 1), 5);
    const revealed = store.state?.detail.revealed ?? [];
    expect(revealed.map((r) => r.round)).toEqual([1, 2]);
    expect(revealed[0]?.drops).toEqual([
      { seat: 1, goods: goods(2, '40.00'), ticket: 100 },
      { seat: 2, goods: goods(1, '1.00'), ticket: 95_000 },
    ]);
    emit('settled', { battleId: BATTLE, winnerSeat: 1 }, 6);
    expect(store.state?.detail).toMatchObject({
      status: 'finished',
      winnerSeat: 1,
      outcome: 'victory',
    });
    expect(loads()).toBe(1);
  });

  it('shows a tie as failure to a seated viewer, and a dissolve', async () => {
    const tie = setup();
    await tie.started();
    tie.emit('settled', { battleId: BATTLE, winnerSeat: null }, 1);
    expect(tie.store.state?.detail).toMatchObject({ winnerSeat: null, outcome: 'failure' });
    const gone = setup();
    await gone.started();
    gone.emit('dissolved', { battleId: BATTLE }, 1);
    expect(gone.store.state?.detail.status).toBe('dissolved');
  });

  it('reloads on a gap in the sequence and after a reconnect', async () => {
    const { store, emit, socket, started, loads, setServer } = setup();
    await started();
    emit('seated', { battleId: BATTLE, seat: seat(2, 9) }, 1);
    setServer(room({ status: 'running', startedAt: iso(LOCAL), seats: [seat(1, 1), seat(2, 9)] }));
    emit('round', round(1, 2, 1), 3);
    await vi.waitFor(() => expect(loads()).toBe(2));
    await vi.waitFor(() => expect(store.state?.detail.status).toBe('running'));
    expect(store.state?.detail.revealed).toEqual([]);
    socket.open();
    await vi.waitFor(() => expect(loads()).toBe(3));
  });

  it('ignores an event whose payload the contract refuses', async () => {
    const { store, emit, started } = setup();
    await started();
    const before = store.state;
    emit('seated', { battleId: BATTLE, seat: { seat: 99 } }, 1);
    expect(store.state).toBe(before);
  });

  it('takes a seat with the password and shows the room the server answers', async () => {
    const joined = room({
      status: 'running',
      startedAt: iso(LOCAL),
      seats: [seat(1, 1), seat(2, 5)],
      mySeat: 2,
      serverNow: iso(LOCAL + 3000),
    });
    const join = vi.fn(() => joined);
    const { store, started, http } = setup({ '/api/battle/join': join });
    await started();
    const result = await store.join(2, 'open-sesame');
    expect(result.ok).toBe(true);
    expect(http.calls.find((c) => c.path === '/api/battle/join')?.payload).toEqual({
      battleId: BATTLE,
      seat: 2,
      password: 'open-sesame',
    });
    expect(store.state?.detail).toMatchObject({ mySeat: 2, status: 'running' });
    expect(store.clockOffsetMs).toBe(3000);
  });

  it('keeps the room as it was when the server refuses a seat', async () => {
    const { store, started } = setup({
      '/api/battle/join': () => failure(409, 'Wrong room password'),
    });
    await started();
    const before = store.state;
    const result = await store.join(2, 'wrong-one');
    expect(result).toMatchObject({ ok: false, msg: 'Wrong room password' });
    expect(store.state).toBe(before);
  });

  it('fills the free seats with bots for the creator, sending the code the creator made', async () => {
    const filled = room({
      status: 'running',
      startedAt: iso(LOCAL),
      seats: [seat(1, 1), seat(2, 77)],
    });
    const sent: unknown[] = [];
    const { store, started } = setup({
      '/api/battle/fillBots': (payload) => {
        sent.push(payload);
        return filled;
      },
    });
    await started();
    expect((await store.fillBots('made-in-the-browser')).ok).toBe(true);
    expect(store.state?.detail.seats[1]?.player?.userId).toBe(77);
    await store.fillBots();
    expect(sent).toEqual([
      { battleId: BATTLE, userCode: 'made-in-the-browser' },
      { battleId: BATTLE },
    ]);
  });
});

describe('BattleLobbyStore', () => {
  // The contract's room schema keeps a room's fields and drops the detail's own.
  const listed = (battleId: number, taken: number): BattleRoom =>
    battle.battleRoom.parse(
      room({ battleId, seats: [seat(1, 1), seat(2, taken > 1 ? 2 : null), seat(3, null)] }),
    );

  function lobby() {
    let rooms = [listed(11, 1), listed(10, 2)];
    const http = fakeHttp({ '/api/battle/list': () => ({ list: rooms, total: rooms.length }) });
    const socket = new FakeSocket();
    const store = new BattleLobbyStore({ api: createApi(http), socket });
    const emit = (event: string, payload: object, seq: number) =>
      socket.emitChannel({ game: 'battle', event, payload, seq });
    const change = (battleId: number, status: string, taken: number) => ({
      battleId,
      status,
      taken,
      seatCount: 3,
      winnerSeat: null,
    });
    return {
      store,
      socket,
      http,
      emit,
      change,
      setRooms: (next: BattleRoom[]) => void (rooms = next),
      loads: () => http.calls.filter((c) => c.path === '/api/battle/list'),
    };
  }

  it('lists the open rooms with their seats taken, and follows the lobby', async () => {
    const { store, socket, emit, change } = lobby();
    store.start();
    expect(socket.channels).toEqual(new Set(['battle']));
    await vi.waitFor(() => expect(store.state?.rooms.map((r) => r.taken)).toEqual([1, 2]));
    emit('room.seated', change(11, 'waiting', 2), 1);
    expect(store.state?.rooms[0]).toMatchObject({ battleId: 11, taken: 2, status: 'waiting' });
    emit('room.started', change(10, 'running', 3), 2);
    expect(store.state?.rooms[1]).toMatchObject({ battleId: 10, taken: 3, status: 'running' });
    emit('room.finished', change(10, 'finished', 3), 3);
    expect(store.state?.rooms.map((r) => r.battleId)).toEqual([11]);
    expect(store.state?.total).toBe(1);
    store.stop();
    expect(socket.channels).toEqual(new Set());
  });

  it('loads the list again when a room appears, and for another filter', async () => {
    const { store, emit, change, setRooms, loads } = lobby();
    store.start();
    await vi.waitFor(() => expect(store.state).not.toBeNull());
    setRooms([listed(12, 1), listed(11, 1), listed(10, 2)]);
    emit('room.created', change(12, 'waiting', 1), 1);
    await vi.waitFor(() => expect(store.state?.rooms.map((r) => r.battleId)).toEqual([12, 11, 10]));
    await store.setFilter({ type: 2, subType: 1, roomSort: 3 });
    expect(loads().at(-1)?.payload).toEqual({
      type: 2,
      subType: 1,
      roomSort: 3,
      pageSize: LOBBY_ROOMS,
    });
  });
});
