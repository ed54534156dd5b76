import { createApi, SocketCid, type RollDetail, type RollParticipant } from '@skinbox/api';
import { describe, expect, it, vi } from 'vitest';
import { applyRollEvent, RollStore } from './RollStore';
import { failure, fakeHttp } from './testing/fakeHttp';
import { FakeSocket } from './testing/fakeSocket';

const LOCAL = Date.parse('2026-11-24T12:00:00.000Z');
const SERVER_AHEAD_MS = 2000;
const iso = (ms: number) => new Date(ms).toISOString();

const participant = (userId: number): RollParticipant => ({
  userId,
  nickName: `player${userId}`,
  avater: '',
  avaterFrame: '',
  isAnchor: false,
  joinedAt: iso(LOCAL),
});

function room(overrides: Partial<RollDetail> = {}): RollDetail {
  return {
    rollId: 7,
    name: 'Weekend drop',
    kind: 'official',
    anchor: null,
    status: 'open',
    conditions: { hasPassword: false, rechargeMin: null, rechargeSince: null, vipLevel: null },
    cap: 100,
    participants: 1,
    prizeCount: 1,
    prizeValue: '12.00',
    topPrizes: [],
    drawAt: iso(LOCAL + SERVER_AHEAD_MS + 60_000),
    drawnAt: null,
    joined: false,
    createdAt: iso(LOCAL - 60_000),
    prizes: [],
    participantList: [participant(1)],
    seeds: {
      serverSeedHash: 'h'.repeat(64),
      serverSeed: null,
      publicSeed: null,
      participantIds: [1],
      draws: [],
    },
    me: null,
    serverNow: iso(LOCAL + SERVER_AHEAD_MS),
    countdownMs: 60_000,
    ...overrides,
  };
}

function setup() {
  let server = room();
  const http = fakeHttp({
    '/api/roll/detail': () => server,
    '/api/roll/join': (payload) =>
      (payload as { password?: string }).password === 'wrong'
        ? failure(409, 'Wrong room password')
        : (server = room({
            joined: true,
            participants: 2,
            participantList: [participant(1), participant(2)],
          })),
  });
  const socket = new FakeSocket();
  const store = new RollStore({ api: createApi(http), socket, rollId: 7, clock: () => LOCAL });
  const loads = () => http.pathsCalled().filter((p) => p === '/api/roll/detail').length;
  return {
    store,
    socket,
    loads,
    setServer: (next: RollDetail) => void (server = next),
    async started() {
      store.start();
      await vi.waitFor(() => expect(store.state).not.toBeNull());
    },
  };
}

const joinedEvent = (seq: number, userId: number, participants: number) => ({
  game: 'roll:7',
  event: 'joined',
  payload: { rollId: 7, participant: participant(userId), participants },
  seq,
});

describe('applyRollEvent', () => {
  it('adds a participant once, however often the join is heard', () => {
    const once = applyRollEvent(room(), joinedEvent(1, 2, 2));
    expect(once.participantList.map((p) => p.userId)).toEqual([1, 2]);
    expect(once.participants).toBe(2);
    expect(applyRollEvent(once, joinedEvent(2, 2, 2))).toEqual(once);
  });

  it('sets the status of a draw and ignores what it does not know', () => {
    const drawn = {
      game: 'roll:7',
      event: 'drawn',
      payload: { rollId: 7, status: 'drawn' },
      seq: 1,
    };
    expect(applyRollEvent(room(), drawn).status).toBe('drawn');
    const odd = { game: 'roll:7', event: 'joined', payload: { nope: true }, seq: 1 };
    expect(applyRollEvent(room(), odd)).toEqual(room());
  });
});

describe('RollStore', () => {
  it('enters roll:<id>, loads the room and keeps the server clock', async () => {
    const { store, socket, started } = setup();
    await started();
    expect(socket.channels).toEqual(new Set(['roll:7']));
    expect(store.clockOffsetMs).toBe(SERVER_AHEAD_MS);
    expect(store.remainingMs()).toBe(60_000);
    store.stop();
    expect(socket.channels).toEqual(new Set());
  });

  it('shows joins live and reloads for the winners once the draw is heard', async () => {
    const { store, socket, started, loads, setServer } = setup();
    await started();
    socket.emitChannel(joinedEvent(1, 3, 2));
    expect(store.state?.participantList.map((p) => p.userId)).toEqual([1, 3]);
    setServer(room({ status: 'drawn', drawnAt: iso(LOCAL) }));
    socket.emitChannel({
      game: 'roll:7',
      event: 'drawn',
      payload: { rollId: 7, status: 'drawn' },
      seq: 2,
    });
    await vi.waitFor(() => expect(loads()).toBe(2));
    await vi.waitFor(() => expect(store.state?.drawnAt).toBe(iso(LOCAL)));
  });

  it('reloads the room on cid 101 for it, and not for another room', async () => {
    const { store, socket, started, loads } = setup();
    await started();
    socket.emit(SocketCid.rollSettled, { rollId: 8 });
    expect(loads()).toBe(1);
    socket.emit(SocketCid.rollSettled, { rollId: 7 });
    await vi.waitFor(() => expect(loads()).toBe(2));
    store.stop();
    socket.emit(SocketCid.rollSettled, { rollId: 7 });
    expect(loads()).toBe(2);
  });

  it('joins with the password and shows the answer; a refusal changes nothing', async () => {
    const { store, started } = setup();
    await started();
    const refused = await store.join('wrong');
    expect(refused.ok).toBe(false);
    expect(store.state?.joined).toBe(false);
    const joined = await store.join('right');
    expect(joined.ok).toBe(true);
    expect(store.state?.joined).toBe(true);
    expect(store.state?.participants).toBe(2);
  });
});
