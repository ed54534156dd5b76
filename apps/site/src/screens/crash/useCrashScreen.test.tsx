import type { CrashMyBet, CrashState, CrashVerification } from '@skinbox/api';
import { CRASH_CHAIN_VECTOR } from '@skinbox/fairness';
import type { RootStore } from '@skinbox/stores';
import { act, cleanup, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN, baseRoutes, present } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { useCrashScreen, type CrashScreen } from './useCrashScreen';

const [, , h3, terminal] = CRASH_CHAIN_VECTOR.chain;

const riding: CrashMyBet = {
  betId: 9,
  stake: '5.00',
  autoCashOut: null,
  cashedOutAt: null,
  payout: null,
  status: 'active',
};

/** A snapshot whose round starts `startsInMs` from now on the server's clock (negative: running). */
function snapshot(startsInMs: number, overrides: Partial<CrashState> = {}): CrashState {
  const now = Date.now();
  return {
    serverTime: new Date(now).toISOString(),
    round: {
      roundId: 42,
      commitment: 'c'.repeat(64),
      startsAt: new Date(now + startsInMs).toISOString(),
      crashPoint: null,
      hash: null,
    },
    players: [],
    myBet: null,
    history: [{ roundId: 41, crashPoint: 162, hash: h3, startsAt: new Date(now).toISOString() }],
    chain: {
      chainId: 1,
      terminalHash: terminal,
      rounds: 3,
      committedAt: new Date(now - 60_000).toISOString(),
      saltSource: null,
      salt: null,
      saltedAt: null,
    },
    nextChain: null,
    limits: { minBet: '0.10', maxBet: '1000.00', maxProfit: '10000.00' },
    bettingMs: 6000,
    pauseMs: 3000,
    ...overrides,
  };
}

interface Setup {
  signedIn?: boolean;
  state: () => CrashState;
}

async function setup({ signedIn = true, state }: Setup) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const record =
    (path: string, answer: (payload: Record<string, unknown>) => unknown) =>
    (payload: Record<string, unknown>) => {
      calls.push({ path, payload });
      return answer(payload);
    };
  const store: RootStore = mockStore({
    token: signedIn ? TOKEN : undefined,
    routes: {
      ...baseRoutes(),
      '/api/crash/state': record('state', () => state()),
      '/api/crash/bet': record('bet', () => ({ roundId: 42, betId: 9, amount: '95.00' })),
      '/api/crash/escape': record('escape', () => ({
        roundId: 42,
        multiplier: 134,
        payout: '6.70',
        amount: '101.70',
      })),
      '/api/crash/verify': record('verify', (): CrashVerification => ({
        roundId: 41,
        commitment: terminal,
        startsAt: new Date().toISOString(),
        crashPoint: 162,
        hash: h3,
        houseEdge: 0.01,
        position: 1,
        terminalHash: terminal,
        salt: null,
        players: [],
      })),
    },
  });
  if (signedIn) await store.user.loadInfo();
  let latest: CrashScreen | null = null;
  const Probe = observer(function Probe() {
    latest = useCrashScreen();
    return null;
  });
  renderScreen(<Probe />, { store, path: '/m/crash' });
  const screen = () => present(latest, 'the crash screen');
  await waitFor(() => expect(screen().status).toBe('ready'));
  const called = (path: string) => calls.filter((c) => c.path === path);
  return { store, screen, called };
}

describe('useCrashScreen', () => {
  it('loads the round from the channel’s snapshot and answers its phase', async () => {
    const { screen } = await setup({ state: () => snapshot(3000) });
    expect(screen()).toMatchObject({
      phase: 'betting',
      round: { roundId: 42 },
      chain: { terminalHash: terminal },
      history: [{ roundId: 41 }],
    });
  });

  it('tells a visitor to log in before betting, opens the sign-in and calls nothing', async () => {
    const { store, screen, called } = await setup({ signedIn: false, state: () => snapshot(3000) });
    act(() => screen().placeBet());
    expect(screen().notice).toEqual({ tone: 'error', text: '请先登录再下注' });
    expect(store.ui.signInOpen).toBe(true);
    expect(called('bet')).toEqual([]);
  });

  it('asks for a bet amount when the stake is empty', async () => {
    const { screen, called } = await setup({ state: () => snapshot(3000) });
    act(() => screen().form.setStake(null));
    act(() => screen().placeBet());
    expect(screen().notice?.text).toBe('请设置下注金额');
    expect(called('bet')).toEqual([]);
  });

  it('places the bet with its auto cash-out and shows it as the player’s', async () => {
    const { screen, called } = await setup({ state: () => snapshot(3000) });
    act(() => {
      screen().form.setStake(5);
      screen().form.setAutoOn(true);
      screen().form.setAutoCashOut(2.5);
    });
    act(() => screen().placeBet());
    await waitFor(() => expect(screen().myBet?.status).toBe('active'));
    expect(called('bet').map((c) => c.payload)).toEqual([{ stake: '5.00', autoCashOut: 250 }]);
    expect(screen().myBet).toMatchObject({ betId: 9, stake: '5.00', autoCashOut: 250 });
  });

  it('refuses an escape before the round starts (SPEC: not started, cannot escape)', async () => {
    const { screen, called } = await setup({ state: () => snapshot(3000, { myBet: riding }) });
    act(() => screen().escape());
    expect(screen().notice?.text).toBe('游戏尚未开始，无法逃跑');
    expect(called('escape')).toEqual([]);
  });

  it('escapes a riding bet while the round runs', async () => {
    const { screen, called } = await setup({ state: () => snapshot(-2000, { myBet: riding }) });
    expect(screen().phase).toBe('running');
    act(() => screen().escape());
    await waitFor(() => expect(screen().myBet?.status).toBe('cashed'));
    expect(called('escape')).toHaveLength(1);
    expect(screen().myBet).toMatchObject({ cashedOutAt: 134, payout: '6.70' });
    expect(screen().notice).toBeNull();
  });

  it('says the game is already settled when the bet was cashed out', async () => {
    const cashed = { ...riding, status: 'cashed' as const, cashedOutAt: 120, payout: '6.00' };
    const { screen, called } = await setup({ state: () => snapshot(-2000, { myBet: cashed }) });
    act(() => screen().escape());
    expect(screen().notice?.text).toBe('本局游戏已结算');
    expect(called('escape')).toEqual([]);
  });

  it('queues a bet made while a round runs and places it when the next one takes bets', async () => {
    let state = snapshot(-2000);
    const { screen, called } = await setup({ state: () => state });
    act(() => screen().placeBet());
    expect(screen().queued).toBe(true);
    expect(called('bet')).toEqual([]);
    state = snapshot(4000, { round: { ...present(snapshot(4000).round), roundId: 43 } });
    act(() => screen().retry());
    await waitFor(() => expect(called('bet')).toHaveLength(1));
    expect(screen().queued).toBe(false);
  });

  // Two screens, each waiting two seconds for its round to take off.
  it(
    'plays the take-off sound only while the sound switch is on',
    { timeout: 15_000 },
    async () => {
      const tones: number[] = [];
      class FakeAudio {
        state = 'running';
        currentTime = 0;
        destination = {};
        createOscillator() {
          tones.push(Date.now());
          const node = { frequency: { setValueAtTime() {}, exponentialRampToValueAtTime() {} } };
          return { ...node, type: '', connect: (gain: unknown) => gain, start() {}, stop() {} };
        }
        createGain() {
          return {
            gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
            connect: (next: unknown) => next,
          };
        }
        close() {
          return Promise.resolve();
        }
      }
      vi.stubGlobal('AudioContext', FakeAudio);
      try {
        const quiet = await setup({ state: () => snapshot(2000) });
        act(() => quiet.store.prefs.setSound(false));
        expect(quiet.screen().phase).toBe('betting');
        await waitFor(() => expect(quiet.screen().phase).toBe('running'), { timeout: 4000 });
        expect(tones).toEqual([]);
        cleanup();
        const loud = await setup({ state: () => snapshot(2000) });
        expect(loud.screen().phase).toBe('betting');
        await waitFor(() => expect(loud.screen().phase).toBe('running'), { timeout: 4000 });
        expect(tones).toHaveLength(1);
      } finally {
        vi.unstubAllGlobals();
      }
    },
  );

  it('follows the animation switch', async () => {
    const { store, screen } = await setup({ state: () => snapshot(3000) });
    expect(screen().animate).toBe(true);
    act(() => store.prefs.setAnimation(false));
    expect(screen().animate).toBe(false);
  });

  it('keeps its handlers, form and verifier the same objects while nothing of theirs changes', async () => {
    const { store, screen } = await setup({ state: () => snapshot(3000) });
    const before = screen();
    // A render for something else (the memoised panels must see their props unchanged).
    act(() => store.prefs.setAnimation(false));
    const after = screen();
    expect(after).not.toBe(before);
    for (const key of ['retry', 'serverNow', 'placeBet', 'cancelQueued', 'escape'] as const)
      expect(after[key], key).toBe(before[key]);
    for (const key of ['form', 'verifier', 'players', 'history', 'round', 'limits'] as const)
      expect(after[key], key).toBe(before[key]);
    act(() => after.form.setStake(7));
    expect(screen().form).not.toBe(before.form);
    expect(screen().form.quick).toBe(before.form.quick);
    expect(screen().verifier).toBe(before.verifier);
  });

  it('keeps the quick amounts inside the round’s limits', async () => {
    const { screen } = await setup({ state: () => snapshot(3000) });
    act(() => screen().form.quick(100));
    act(() => screen().form.quick('double'));
    expect(screen().form.stake).toBe(200);
    act(() => screen().form.quick('max'));
    // The player's balance (100.00) is below the max bet.
    expect(screen().form.stake).toBe(100);
    act(() => screen().form.setStake(0.15));
    act(() => screen().form.quick('half'));
    expect(screen().form.stake).toBe(0.1);
  });

  it('verifies a chosen round in the browser, link by link up to the terminal hash', async () => {
    const { screen, called } = await setup({ state: () => snapshot(3000) });
    act(() => screen().verifier.choose(41));
    await waitFor(() => expect(screen().verifier.check).not.toBeNull());
    expect(called('verify').map((c) => c.payload)).toEqual([{ roundId: 41 }]);
    expect(screen().verifier).toMatchObject({
      roundId: '41',
      running: false,
      check: { matchesCommitment: true, recomputedPoint: 162, pointMatches: true, links: 1 },
    });
  });
});
