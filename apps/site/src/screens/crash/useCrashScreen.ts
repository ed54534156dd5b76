import {
  crashErrors,
  moneyToCents,
  translateFrom,
  type CrashChain,
  type CrashMyBet,
  type CrashPastRound,
  type CrashPlayer,
  type CrashRound,
  type CrashVerification,
} from '@skinbox/api';
import { escapeRefusal, stakeRefusal, type CrashRefusalKey } from '@skinbox/rules';
import { CrashStore, useStores, type CrashPhase } from '@skinbox/stores';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { saveReturnAddress } from '../../routing/returnAddress';
import { useSessionStorage } from '../../routing/sessionStorage';
import { useAction } from '../../shared/frame/useAction';
import { useLatestCallback } from '../../shared/frame/useLatestCallback';
import { clampStake, stakeMoney } from './rules';
import { createCrashSound, silentCrashSound, type CrashSound } from './sound';
import type { CrashRoundCheck } from './verify';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

/** The stake a new visit starts with, in coins. */
export const DEFAULT_STAKE = 1;
/** The auto cash-out a player switching it on starts with. */
export const DEFAULT_AUTO_CASH_OUT = 2;

export type QuickStake = number | 'half' | 'double' | 'max';

export interface BetForm {
  /** Coins; null is an empty field. */
  stake: number | null;
  setStake(stake: number | null): void;
  quick(amount: QuickStake): void;
  autoOn: boolean;
  setAutoOn(on: boolean): void;
  /** The auto cash-out as a multiplier (2 = 2.00x); null is an empty field. */
  autoCashOut: number | null;
  setAutoCashOut(multiplier: number | null): void;
  /** The stake's limits in coins, for the stepper. */
  minStake: number;
  maxStake: number;
}

export interface Verifier {
  roundId: string;
  setRoundId(roundId: string): void;
  /** Picks a round (a history chip) and verifies it. */
  choose(roundId: number): void;
  run(): void;
  running: boolean;
  round: CrashVerification | null;
  /** Null while the round's hash is secret or nothing was verified yet. */
  check: CrashRoundCheck | null;
}

export interface CrashScreen {
  layout: Layout;
  status: 'loading' | 'failed' | 'ready';
  retry(): void;
  phase: CrashPhase;
  round: CrashRound | null;
  /** The server's clock now: the curve and the countdown are drawn from it. */
  serverNow(): number;
  /** The animation switch: the curve moves every frame, or a few times a second without effects. */
  animate: boolean;
  players: readonly CrashPlayer[];
  history: readonly CrashPastRound[];
  /** The chain the round is on (else the newest), and one committed after it, if any. */
  chain: CrashChain | null;
  nextChain: CrashChain | null;
  limits: { minBet: string; maxBet: string; maxProfit: string };
  bettingMs: number;
  signedIn: boolean;
  balance: string;
  myBet: CrashMyBet | null;
  form: BetForm;
  busy: boolean;
  /** A bet waits for the next round's betting window. */
  queued: boolean;
  notice: { tone: 'error' | 'success'; text: string } | null;
  placeBet(): void;
  cancelQueued(): void;
  escape(): void;
  verifier: Verifier;
}

const NO_PLAYERS: readonly CrashPlayer[] = [];
const NO_HISTORY: readonly CrashPastRound[] = [];
/** The limits shown before the first state arrives. */
const DEFAULT_LIMITS = { minBet: '0.10', maxBet: '1000.00', maxProfit: '10000.00' };

/** Re-renders when the round leaves betting, which only the clock tells. */
function usePhase(store: CrashStore): CrashPhase {
  const [, setRenders] = useState(0);
  const phase = store.phaseAt(store.serverNow());
  const startsAt = store.state?.round?.startsAt;
  useEffect(() => {
    if (phase !== 'betting' || !startsAt) return;
    const wait = Date.parse(startsAt) - store.serverNow();
    const timer = setTimeout(() => setRenders((n) => n + 1), Math.max(0, wait) + 5);
    return () => clearTimeout(timer);
  }, [phase, startsAt, store]);
  return phase;
}

/**
 * Plays the round's sounds on its transitions while the sound switch is on. The audio context is
 * made for the first sound played, not when the screen opens: making one starts the browser's
 * audio thread, a long task on a phone right when the page first shows.
 */
function useCrashSounds(phase: CrashPhase, myBet: CrashMyBet | null, soundOn: boolean) {
  const sound = useRef<CrashSound | null>(null);
  const previous = useRef({ phase, myStatus: myBet?.status });
  useEffect(() => () => sound.current?.close(), []);
  useEffect(() => {
    const before = previous.current;
    previous.current = { phase, myStatus: myBet?.status };
    if (!soundOn) return;
    const play = (cue: keyof Omit<CrashSound, 'close'>) => {
      sound.current ??= typeof window === 'undefined' ? silentCrashSound : createCrashSound();
      sound.current[cue]();
    };
    if (before.phase === 'betting' && phase === 'running') play('launch');
    if (before.phase === 'running' && phase === 'crashed') play('crash');
    if (before.myStatus === 'active' && myBet?.status === 'cashed') play('cashOut');
  }, [phase, myBet?.status, soundOn]);
}

function useVerifier(api: ReturnType<typeof useStores>['api']): Verifier {
  const [roundId, setRoundId] = useState('');
  const [running, setRunning] = useState(false);
  const [round, setRound] = useState<CrashVerification | null>(null);
  const [check, setCheck] = useState<CrashRoundCheck | null>(null);
  const latest = useRef(0);

  async function verify(id: number) {
    if (!(id > 0)) return;
    const ticket = ++latest.current;
    setRunning(true);
    setCheck(null);
    const result = await api.crash.verify({ roundId: id });
    // The recomputation (verify.ts and @skinbox/fairness's hashing) loads the first time a round
    // is verified: the first screen does not wait for it.
    const checked = result.ok
      ? await import('./verify').then(({ checkCrashRound }) => checkCrashRound(result.data))
      : null;
    if (ticket !== latest.current) return;
    setRound(result.ok ? result.data : null);
    setCheck(checked);
    setRunning(false);
  }

  const choose = useLatestCallback((id: number) => {
    setRoundId(String(id));
    void verify(id);
  });
  const run = useLatestCallback(() => void verify(Number(roundId)));
  return useMemo(
    () => ({ roundId, setRoundId, choose, run, running, round, check }),
    [roundId, choose, run, running, round, check],
  );
}

/**
 * The crash screen's state (GAMES.md section 2): the live round from a CrashStore on channel
 * `crash`, the bet form (stake, quick amounts, auto cash-out), the bet and the escape with SPEC's
 * refusals shown before any call, a bet queued for the next round while one runs, the sounds on
 * the round's transitions (sound switch), and the per-round verifier.
 */
export function useCrashScreen(): CrashScreen {
  const layout = useLayout();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const { user, prefs } = root;
  const location = useLocation();
  const session = useSessionStorage();
  const action = useAction();
  const [store] = useState(
    () => new CrashStore({ api: root.api, socket: root.socket, serverClock: root.serverClock }),
  );
  const [stake, setStake] = useState<number | null>(DEFAULT_STAKE);
  const [autoOn, setAutoOn] = useState(false);
  const [autoCashOut, setAutoCashOut] = useState<number | null>(DEFAULT_AUTO_CASH_OUT);
  const [queued, setQueued] = useState(false);
  const [notice, setNotice] = useState<CrashScreen['notice']>(null);
  const verifier = useVerifier(root.api);
  const signedIn = user.isLoggedIn;

  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);

  // A player who just signed in (or out) sees their own bet of the round, or none.
  const firstSignIn = useRef(signedIn);
  useEffect(() => {
    if (firstSignIn.current === signedIn) return;
    firstSignIn.current = signedIn;
    void store.live.resync();
  }, [signedIn, store]);

  const state = store.state;
  const phase = usePhase(store);
  const myBet = state?.myBet ?? null;
  const roundId = state?.round?.roundId;
  useCrashSounds(phase, myBet, prefs.soundOn);

  // A new round clears the last round's message.
  useEffect(() => setNotice(null), [roundId]);

  const limits = state?.limits ?? DEFAULT_LIMITS;
  const minStake = Number(limits.minBet);
  const maxStake = Number(limits.maxBet);

  const refuse = (key: CrashRefusalKey) =>
    setNotice({ tone: 'error', text: translateFrom(crashErrors, key, prefs.language) });

  async function submitBet() {
    if (stake === null) return;
    setNotice(null);
    const auto = autoOn && autoCashOut !== null ? Math.round(autoCashOut * 100) : null;
    await action.call(() => store.bet(stakeMoney(stake), auto));
  }

  // The queued bet goes in as soon as the next round takes bets.
  useEffect(() => {
    if (!queued || phase !== 'betting' || myBet) return;
    setQueued(false);
    void submitBet();
    // submitBet reads the form as it is when the window opens, not when the bet was queued.
  }, [queued, phase, myBet]);

  const placeBet = useLatestCallback(() => {
    // The screen asks the shared rule's first checks of the stake it would send.
    const stakeCents = stake !== null && stake > 0 ? moneyToCents(stakeMoney(stake)) : 0n;
    const refusal = stakeRefusal(signedIn, stakeCents);
    if (refusal) {
      refuse(refusal.key);
      if (!signedIn) {
        if (layout === 'm') saveReturnAddress(session, location.pathname);
        askSignIn();
      }
      return;
    }
    if (phase !== 'betting') {
      setNotice(null);
      setQueued(true);
      return;
    }
    void submitBet();
  });

  async function escapeNow() {
    const refusal = escapeRefusal(store.phaseAt(store.serverNow()), myBet?.status ?? null);
    if (refusal) {
      refuse(refusal.key);
      return;
    }
    setNotice(null);
    await action.call(() => store.escape());
  }

  const quick = useLatestCallback((amount: QuickStake) => {
    const current = stake ?? 0;
    const next =
      amount === 'half'
        ? current / 2
        : amount === 'double'
          ? current * 2
          : amount === 'max'
            ? Math.min(maxStake, Number(user.assets.amount) || maxStake)
            : amount;
    setStake(clampStake(next, { min: minStake, max: maxStake }));
  });
  // Every handler and the form keep their identity while nothing of theirs changes: the panels
  // are memoised (CrashView), so another player's bet re-renders the players and the curve only.
  const form = useMemo(
    () => ({
      stake,
      setStake,
      quick,
      autoOn,
      setAutoOn,
      autoCashOut,
      setAutoCashOut,
      minStake,
      maxStake,
    }),
    [stake, quick, autoOn, autoCashOut, minStake, maxStake],
  );
  const retry = useCallback(() => void store.live.resync(), [store]);
  const serverNow = useCallback(() => store.serverNow(), [store]);
  const cancelQueued = useCallback(() => setQueued(false), []);
  const escape = useLatestCallback(() => void escapeNow());

  const status = state ? 'ready' : store.live.failed ? 'failed' : 'loading';
  return {
    layout,
    status,
    retry,
    phase,
    round: state?.round ?? null,
    serverNow,
    animate: prefs.animationOn,
    players: state?.players ?? NO_PLAYERS,
    history: state?.history ?? NO_HISTORY,
    chain: state?.chain ?? null,
    nextChain: state?.nextChain ?? null,
    limits,
    bettingMs: state?.bettingMs ?? 6000,
    signedIn,
    balance: user.assets.amount,
    myBet,
    form,
    busy: action.busy,
    queued,
    notice,
    placeBet,
    cancelQueued,
    escape,
    verifier,
  };
}
