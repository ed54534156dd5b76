import { createApi, type CrashPlayer, type CrashState, type GameMessage } from '@skinbox/api';
import { describe, expect, it, vi } from 'vitest';
import { CRASH_HISTORY_LENGTH, CrashStore } from './CrashStore';
import { failure, fakeHttp, type FakeRoute } from './testing/fakeHttp';
import { FakeSocket } from './testing/fakeSocket';

/** The local clock: 12:00:00 on the client, while the server's clock is 1.5 s ahead. */
const LOCAL = Date.parse('2026-11-24T12:00:00.000Z');
const SERVER_AHEAD_MS = 1500;
const iso = (ms: number) => new Date(ms).toISOString();
/** Round 30 takes bets until 12:00:05 on the server's clock. */
const STARTS_AT = LOCAL + SERVER_AHEAD_MS + 3500;
const ROUND = 30;

const player = (betId: number, overrides: Partial<CrashPlayer> = {}): CrashPlayer => ({
  betId,
  nickName: `player${betId}`,
  avatar: '',
  stake: '10.00',
  cashedOutAt: null,
  payout: null,
  status: 'active',
  ...overrides,
});

const pastRound = (roundId: number) => ({
  roundId,
  crashPoint: 100 + roundId,
  hash: `${roundId}`.padStart(64, '0'),
  startsAt: iso(LOCAL - roundId * 20_000),
});

const openRound = (roundId: number) => ({
  roundId,
  commitment: 'c'.repeat(64),
  startsAt: iso(STARTS_AT),
  crashPoint: null,
  hash: null,
});

function snapshot(overrides: Partial<CrashState> = {}): CrashState {
  return {
    serverTime: iso(LOCAL + SERVER_AHEAD_MS),
    round: openRound(ROUND),
    players: [player(70)],
    myBet: null,
    history: Array.from({ length: CRASH_HISTORY_LENGTH }, (_, i) => pastRound(ROUND - 1 - i)),
    chain: {
      chainId: 1,
      terminalHash: 't'.repeat(64),
      rounds: 100,
      committedAt: iso(LOCAL - 60_000),
      saltSource: 'a future block hash',
      salt: 's'.repeat(64),
      saltedAt: iso(LOCAL - 30_000),
    },
    nextChain: null,
    limits: { minBet: '0.10', maxBet: '1000.00', maxProfit: '10000.00' },
    bettingMs: 6000,
    pauseMs: 3000,
    ...overrides,
  };
}

function setup(routes: Record<string, FakeRoute> = {}) {
  let local = LOCAL;
  let server = snapshot();
  const http = fakeHttp({ '/api/crash/state': () => server, ...routes });
  const socket = new FakeSocket();
  const store = new CrashStore({ api: createApi(http), socket, clock: () => local });
  let seq = 0;
  const emit = <P>(event: string, payload: P, at = seq + 1) => {
    seq = at;
    socket.emitChannel({ game: 'crash', event, payload, seq: at } satisfies GameMessage);
  };
  return {
    store,
    socket,
    http,
    emit,
    loads: () => http.pathsCalled().filter((p) => p === '/api/crash/state').length,
    setLocal: (ms: number) => void (local = ms),
    setServer: (state: CrashState) => void (server = state),
    async started() {
      store.start();
      await vi.waitFor(() => expect(store.state).not.toBeNull());
    },
  };
}

describe('CrashStore', () => {
  it('enters channel crash, loads the round and sets its clock to the server’s', async () => {
    const { store, socket, started } = setup();
    await started();
    expect(socket.channels).toEqual(new Set(['crash']));
    expect(store.clockOffsetMs).toBe(SERVER_AHEAD_MS);
    expect(store.serverNow()).toBe(LOCAL + SERVER_AHEAD_MS);
    store.stop();
    expect(socket.channels).toEqual(new Set());
  });

  it('answers the phase from the start time on the server’s clock and the crash event', async () => {
    const { store, emit, started } = setup();
    await started();
    expect(store.phaseAt(STARTS_AT - 1)).toBe('betting');
    expect(store.phaseAt(STARTS_AT)).toBe('running');
    emit('crash.crash', { roundId: ROUND, crashPoint: 154, hash: 'h'.repeat(64) });
    expect(store.phaseAt(STARTS_AT + 60_000)).toBe('crashed');
    emit('crash.round', {
      roundId: ROUND + 1,
      commitment: 'h'.repeat(64),
      startsAt: iso(STARTS_AT + 20_000),
    });
    expect(store.phaseAt(STARTS_AT + 15_000)).toBe('betting');
  });

  it('is waiting while the loop has made no round yet', async () => {
    const { store, setServer, started } = setup();
    setServer(snapshot({ round: null, players: [], history: [] }));
    await started();
    expect(store.phaseAt(LOCAL)).toBe('waiting');
  });

  it('follows a round: bets, ticks, cash-outs, then the crash and the history', async () => {
    const { store, emit, setLocal, started } = setup();
    await started();
    emit('crash.bet', { roundId: ROUND, player: player(71) });
    // Sent once more (a snapshot taken at the same moment had it): set, not added twice.
    emit('crash.bet', { roundId: ROUND, player: player(71) });
    expect(store.state?.players.map((p) => p.betId)).toEqual([70, 71]);

    // A tick says the curve is 2,000 ms old while this client thinks 1,000: the server is ahead.
    setLocal(STARTS_AT - SERVER_AHEAD_MS + 1000);
    emit('crash.tick', { roundId: ROUND, elapsedMs: 2000, multiplier: 112 });
    expect(store.clockOffsetMs).toBe(SERVER_AHEAD_MS + 1000);
    // A late tick (travelled longer) never moves the clock back.
    emit('crash.tick', { roundId: ROUND, elapsedMs: 1800, multiplier: 111 });
    expect(store.clockOffsetMs).toBe(SERVER_AHEAD_MS + 1000);

    const cashed = player(71, { status: 'cashed', cashedOutAt: 112, payout: '11.20' });
    emit('crash.cashout', { roundId: ROUND, player: cashed });
    expect(store.state?.players[1]).toEqual(cashed);

    emit('crash.crash', { roundId: ROUND, crashPoint: 154, hash: 'h'.repeat(64) });
    const state = store.state;
    expect(state?.round).toMatchObject({ crashPoint: 154, hash: 'h'.repeat(64) });
    expect(state?.players.map((p) => p.status)).toEqual(['lost', 'cashed']);
    expect(state?.history[0]).toEqual({
      roundId: ROUND,
      crashPoint: 154,
      hash: 'h'.repeat(64),
      startsAt: iso(STARTS_AT),
    });
    expect(state?.history).toHaveLength(CRASH_HISTORY_LENGTH);
    expect(state?.history.at(-1)?.roundId).toBe(ROUND - CRASH_HISTORY_LENGTH + 1);

    emit('crash.round', {
      roundId: ROUND + 1,
      commitment: 'h'.repeat(64),
      startsAt: iso(STARTS_AT + 20_000),
    });
    expect(store.state).toMatchObject({ players: [], myBet: null, round: { roundId: ROUND + 1 } });
  });

  it('shows the player’s bet, its auto cash-out from the channel and its loss at the crash', async () => {
    const bets: unknown[] = [];
    const { store, emit, started } = setup({
      '/api/crash/bet': (payload) => {
        bets.push(payload);
        return { roundId: ROUND, betId: 72, amount: '90.00' };
      },
    });
    await started();
    const result = await store.bet('10.00', 150);
    expect(result.ok).toBe(true);
    expect(bets).toEqual([{ stake: '10.00', autoCashOut: 150 }]);
    expect(store.state?.myBet).toEqual({
      betId: 72,
      stake: '10.00',
      autoCashOut: 150,
      cashedOutAt: null,
      payout: null,
      status: 'active',
    });
    emit('crash.bet', { roundId: ROUND, player: player(72) });
    emit('crash.bet', { roundId: ROUND, player: player(71) });
    // The step that reached 1.50x pays every auto cash-out at it in one event.
    emit('crash.cashouts', {
      roundId: ROUND,
      players: [
        player(71, { status: 'cashed', cashedOutAt: 150, payout: '15.00' }),
        player(72, { status: 'cashed', cashedOutAt: 150, payout: '15.00' }),
      ],
    });
    expect(store.state?.myBet).toMatchObject({
      status: 'cashed',
      cashedOutAt: 150,
      payout: '15.00',
    });
    expect(store.state?.players.map((one) => [one.betId, one.status])).toEqual([
      [70, 'active'],
      [72, 'cashed'],
      [71, 'cashed'],
    ]);
    // Someone else's cash-out is theirs only.
    emit('crash.cashout', {
      roundId: ROUND,
      player: player(70, { status: 'cashed', cashedOutAt: 160, payout: '16.00' }),
    });
    expect(store.state?.myBet?.cashedOutAt).toBe(150);
    emit('crash.crash', { roundId: ROUND, crashPoint: 154, hash: 'h'.repeat(64) });
    expect(store.state?.myBet?.status).toBe('cashed');
  });

  it('marks a riding bet lost when the round crashes', async () => {
    const { store, emit, setServer, started } = setup();
    setServer(
      snapshot({
        myBet: {
          betId: 70,
          stake: '10.00',
          autoCashOut: null,
          cashedOutAt: null,
          payout: null,
          status: 'active',
        },
      }),
    );
    await started();
    emit('crash.crash', { roundId: ROUND, crashPoint: 101, hash: 'h'.repeat(64) });
    expect(store.state?.myBet?.status).toBe('lost');
    expect(store.state?.players[0]?.status).toBe('lost');
  });

  it('shows the player’s escape at once, with its multiplier and payout', async () => {
    const { store, setServer, started } = setup({
      '/api/crash/escape': () => ({
        roundId: ROUND,
        multiplier: 134,
        payout: '13.40',
        amount: '103.40',
      }),
    });
    setServer(
      snapshot({
        myBet: {
          betId: 70,
          stake: '10.00',
          autoCashOut: null,
          cashedOutAt: null,
          payout: null,
          status: 'active',
        },
      }),
    );
    await started();
    expect((await store.escape()).ok).toBe(true);
    expect(store.state?.myBet).toMatchObject({
      status: 'cashed',
      cashedOutAt: 134,
      payout: '13.40',
    });
    expect(store.state?.players[0]).toMatchObject({ status: 'cashed', cashedOutAt: 134 });
  });

  it('changes nothing when a bet or an escape is refused', async () => {
    const { store, started } = setup({
      '/api/crash/bet': () => failure(409, 'Betting for this round has closed'),
      '/api/crash/escape': () => failure(409, 'This game is already settled'),
    });
    await started();
    const before = store.state;
    expect(await store.bet('10.00', null)).toMatchObject({ ok: false });
    expect(await store.escape()).toMatchObject({ ok: false });
    expect(store.state).toBe(before);
  });

  it('reloads on a gap in the channel’s numbering instead of guessing', async () => {
    const { store, emit, loads, setServer, started } = setup();
    await started();
    emit('crash.bet', { roundId: ROUND, player: player(71) }, 1);
    setServer(snapshot({ players: [player(70), player(71), player(72), player(73)] }));
    emit('crash.bet', { roundId: ROUND, player: player(73) }, 3);
    expect(loads()).toBe(2);
    await vi.waitFor(() => expect(store.state?.players).toHaveLength(4));
    emit('crash.bet', { roundId: ROUND, player: player(74) }, 4);
    expect(store.state?.players).toHaveLength(5);
  });

  it('reloads after a reconnect, with the clock measured again', async () => {
    const { store, socket, loads, setLocal, setServer, started } = setup();
    await started();
    setLocal(LOCAL + 60_000);
    setServer(
      snapshot({
        serverTime: iso(LOCAL + 60_000 + 250),
        round: openRound(ROUND + 2),
        players: [],
      }),
    );
    socket.open();
    expect(loads()).toBe(2);
    await vi.waitFor(() => expect(store.state?.round?.roundId).toBe(ROUND + 2));
    expect(store.clockOffsetMs).toBe(250);
  });

  it('reloads when an event shows a later round it never saw start', async () => {
    const { store, emit, loads, setServer, started } = setup();
    await started();
    setServer(snapshot({ round: openRound(ROUND + 1), players: [player(80)] }));
    emit('crash.bet', { roundId: ROUND + 1, player: player(80) });
    await vi.waitFor(() => expect(store.state?.round?.roundId).toBe(ROUND + 1));
    expect(loads()).toBe(2);
    expect(store.state?.players).toEqual([player(80)]);
  });

  it('skips events it cannot read and events of another round', async () => {
    const { store, emit, started } = setup();
    await started();
    const before = store.state;
    emit('crash.bet', { roundId: ROUND, player: { betId: 'x' } });
    emit('crash.unknown', { roundId: ROUND });
    emit('crash.bet', { roundId: ROUND - 1, player: player(99) });
    expect(store.state).toBe(before);
  });
});
