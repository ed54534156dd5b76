import type { BattleBox, BattleDetail } from '@skinbox/api';
import { defaultClientSeed } from '@skinbox/fairness';
import { BattleStore, useStores } from '@skinbox/stores';
import { useContext, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { LayoutContext, useHref, useLayout } from '../../routing/layoutContext';
import { saveReturnAddress } from '../../routing/returnAddress';
import { useSessionStorage } from '../../routing/sessionStorage';
import { siteToast } from '../../app/siteToast';
import { useAnnounceWhen } from '../../shared/announcer/LiveAnnouncer';
import { useHoldAnnouncements } from '../../shared/frame/reelsSpinning';
import { useAction } from '../../shared/frame/useAction';
import { useMotion } from '../../shared/frame/useMotion';
import { battleDetailMessages } from './messages';
import { nextChangeAt, roundOutcome, showOf, type Show } from './show';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

/** The password prompt of a locked room: the seat chosen, what is typed, the server's refusal. */
export interface PasswordPrompt {
  seat: number;
  password: string;
  error: string | null;
}

export interface BattleDetailScreen {
  layout: Layout;
  status: 'missing' | 'loading' | 'failed' | 'ready';
  retry(): void;
  detail: BattleDetail | null;
  /** The room's boxes with their contents: the reels' filler tiles. */
  boxes: ReadonlyMap<number, BattleBox>;
  /** The server's clock at this render, in ms: the show is drawn from it. */
  serverNow: number;
  show: Show;
  /** The animation switch and reduced motion (useMotion): reels spin, or stand at once. */
  animate: boolean;
  /** A still frame of the spinning reels (0 to 1) instead of motion: designer states only. */
  reelFrame?: number;
  signedIn: boolean;
  viewerId: number | null;
  busy: boolean;
  joinSeat(seat: number): void;
  prompt: PasswordPrompt | null;
  setPassword(password: string): void;
  confirmPassword(): void;
  closePrompt(): void;
  fillBots(): void;
  share(): void;
  links: {
    lobby: string;
    create: string;
    bag: string;
    /** The verify page of this battle (mobile), or null where the detail verifies in place. */
    verify: string | null;
  };
}

/** Re-renders when the show moves to its next round or phase, which only the clock tells. */
function useShowClock(store: BattleStore | null, detail: BattleDetail | null): number {
  const [, setTicks] = useState(0);
  const serverNow = store?.serverNow() ?? Date.now();
  const next = detail ? nextChangeAt(detail, serverNow) : null;
  useEffect(() => {
    if (next === null) return;
    // A few ms past the boundary, so the new render is on the far side of it.
    const timer = setTimeout(() => setTicks((n) => n + 1), Math.max(0, next - serverNow) + 20);
    return () => clearTimeout(timer);
  }, [next, serverNow]);
  return serverNow;
}

/**
 * A battle room's state (GAMES.md section 1): the room live from a BattleStore on `battle:<id>`
 * (the address's battleId, so a room is shared and rejoined by link), the show on the server's
 * clock, joining a free seat (signing in first, the password asked for a locked room), the
 * creator's bots, and sharing the room's address.
 */
export function useBattleDetailScreen(): BattleDetailScreen {
  const layout = useLayout();
  const intl = useIntl();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const { user } = root;
  const location = useLocation();
  const session = useSessionStorage();
  const action = useAction();
  const [params] = useSearchParams();
  const battleId = Number(params.get('battleId'));
  const valid = Number.isInteger(battleId) && battleId > 0;
  const store = useMemo(
    () =>
      valid
        ? new BattleStore({
            api: root.api,
            socket: root.socket,
            battleId,
            serverClock: root.serverClock,
          })
        : null,
    [valid, battleId, root],
  );
  const [prompt, setPrompt] = useState<PasswordPrompt | null>(null);
  const lobby = useHref('battle');
  const create = useHref('createbattle');
  const bag = useHref('bag');
  // Mobile verifies on a page of its own; desktop has none (SPEC section 2) and verifies in place.
  const verifyHref = useContext(LayoutContext)?.hrefOf('battleverify');
  const verifyPage = verifyHref ? `${verifyHref}?battleId=${battleId}` : null;

  useEffect(() => {
    if (!store) return;
    store.start();
    return () => store.stop();
  }, [store]);

  // Signing in (or out) changes which seat is the viewer's.
  useEffect(() => {
    if (store?.state) void store.live.resync();
    // Only a change of the player reloads.
  }, [user.userId]);

  const state = store?.state ?? null;
  const detail = state?.detail ?? null;
  const serverNow = useShowClock(store, detail);
  const show: Show = detail ? showOf(detail, serverNow) : { phase: 'waiting' };
  // The settlement's announcement of the winner waits for the rounds to be seen.
  useHoldAnnouncements(
    show.phase === 'countdown' || show.phase === 'rolling' || show.phase === 'settling',
  );
  const motion = useMotion();
  // Each round's outcome is said as its reels stand (the layout's live region).
  const outcome = detail ? roundOutcome(detail, show) : null;
  useAnnounceWhen(
    outcome === null
      ? ''
      : outcome.leader === null
        ? intl.formatMessage(battleDetailMessages.roundTie, { round: outcome.round })
        : intl.formatMessage(battleDetailMessages.roundLead, {
            round: outcome.round,
            seat: outcome.leader,
            total: outcome.total,
          }),
  );

  async function take(seat: number, password?: string) {
    if (!store) return;
    const result = await action.call(() => store.join(seat, password));
    if (result.ok) {
      setPrompt(null);
      return;
    }
    if (password !== undefined) {
      setPrompt((current) => current && { ...current, error: result.msg });
    }
  }

  return {
    layout,
    status: !valid ? 'missing' : state ? 'ready' : store?.live.failed ? 'failed' : 'loading',
    retry: () => void store?.live.resync(),
    detail,
    boxes: state?.boxes ?? new Map(),
    serverNow,
    show,
    animate: motion,
    signedIn: user.isLoggedIn,
    viewerId: user.isLoggedIn ? user.userId : null,
    busy: action.busy,
    joinSeat(seat) {
      if (!user.isLoggedIn) {
        if (layout === 'm') saveReturnAddress(session, location.pathname + location.search);
        askSignIn();
        return;
      }
      if (detail?.hasPassword) {
        setPrompt({ seat, password: '', error: null });
        return;
      }
      void take(seat);
    },
    prompt,
    setPassword: (password) =>
      setPrompt((current) => current && { ...current, password, error: null }),
    confirmPassword() {
      if (!prompt) return;
      if (prompt.password.trim() === '') {
        setPrompt({ ...prompt, error: intl.formatMessage(battleDetailMessages.passwordNeeded) });
        return;
      }
      void take(prompt.seat, prompt.password);
    },
    closePrompt: () => setPrompt(null),
    fillBots() {
      // A code made here, after the room's seed was committed, becomes the creator's user code.
      if (store) void action.call(() => store.fillBots(defaultClientSeed()));
    },
    share() {
      const address = window.location.href;
      // Without clipboard access (an insecure origin, a refusal) the address shows to copy by hand.
      if (!('clipboard' in navigator)) {
        siteToast(address);
        return;
      }
      navigator.clipboard.writeText(address).then(
        () => siteToast(intl.formatMessage(battleDetailMessages.copied)),
        () => siteToast(address),
      );
    },
    links: { lobby, create, bag, verify: verifyPage },
  };
}
