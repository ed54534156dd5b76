import type { RollDetail, RollPrize } from '@skinbox/api';
import { RollStore, useStores } from '@skinbox/stores';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { useHoldAnnouncements } from '../../shared/frame/reelsSpinning';
import { useMotion } from '../../shared/frame/useMotion';
import { rollMessages as m } from './messages';
import { verifyRollRoom, type RollCheck } from './verifyRoll';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

/** After the countdown ends, the room is asked again this often until its draw shows. */
export const DRAW_POLL_MS = 2500;
/** … at most this many times (the channel and cid 101 usually bring it first). */
export const DRAW_POLLS = 8;

export interface RollDetailScreen {
  layout: Layout;
  listHref: string;
  /** null while loading, or when the room does not exist (`missing`). */
  room: RollDetail | null;
  missing: boolean;
  signedIn: boolean;
  myUserId: number;
  /** Until the draw on the server's clock, as of the last load. */
  remainingMs: number;
  /** The countdown ran out and the draw is awaited. */
  drawing: boolean;
  countdownEnded(): void;
  password: string;
  setPassword(password: string): void;
  joining: boolean;
  join(): Promise<void>;
  /** What the screen's own checks and the last join say. */
  notice: { tone: 'error' | 'success'; text: string } | null;
  /** The prizes the viewer won, once drawn (and once the live draw has shown them). */
  won: RollPrize[];
  /**
   * The draw is being shown as it happens: the viewer watched the room open, it has just been
   * drawn, and motion is on (useMotion). Winners and results wait for it.
   */
  liveDraw: boolean;
  /** The live draw reached its last winner. */
  drawShown(): void;
  check: RollCheck | null | 'pending';
  verify(): Promise<void>;
  signIn(): void;
}

/**
 * One roll room's state (GAMES.md section 3) on RollStore: the room over HTTP and its channel,
 * the countdown on the server's clock, joining (with the password when it asks), the viewer's
 * winnings and the verification recomputed in the browser.
 */
export function useRollDetailScreen(): RollDetailScreen {
  const layout = useLayout();
  const listHref = useHref('roll');
  const intl = useIntl();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const [params] = useSearchParams();
  const rollId = Number(params.get('rollId'));
  const valid = Number.isInteger(rollId) && rollId > 0;
  const store = useMemo(
    () =>
      valid
        ? new RollStore({
            api: root.api,
            socket: root.socket,
            rollId,
            serverClock: root.serverClock,
          })
        : null,
    [root, rollId, valid],
  );
  useEffect(() => {
    store?.start();
    return () => store?.stop();
  }, [store]);

  const room = store?.state ?? null;
  // Recounted from the server's clock whenever the room arrives again.
  const remainingMs = useMemo(() => (store && room ? store.remainingMs() : 0), [store, room]);
  const [ended, setEnded] = useState(false);
  const due = room?.status === 'open' && (ended || remainingMs <= 0);

  // The draw runs as a job at the draw time; its word comes over the socket, else from asking again.
  useEffect(() => {
    if (!due || !store) return;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      void store.resync();
      if (polls >= DRAW_POLLS) clearInterval(timer);
    }, DRAW_POLL_MS);
    return () => clearInterval(timer);
  }, [due, store]);

  const [password, setPassword] = useState('');
  const [joining, setJoining] = useState(false);
  const [notice, setNotice] = useState<RollDetailScreen['notice']>(null);
  const [check, setCheck] = useState<RollDetailScreen['check']>(null);
  useEffect(() => setCheck(null), [room?.seeds.serverSeed]);

  // A viewer who watched the room open sees its draw happen; one who arrives later sees the result.
  const motion = useMotion();
  const [watchedOpen, setWatchedOpen] = useState(false);
  if (room?.status === 'open' && !watchedOpen) setWatchedOpen(true);
  const [drawSeen, setDrawSeen] = useState(false);
  const liveDraw =
    motion &&
    watchedOpen &&
    !drawSeen &&
    room?.status === 'drawn' &&
    room.seeds.draws.length > 0 &&
    room.participantList.length > 0;
  useHoldAnnouncements(liveDraw);

  const myUserId = root.user.userId ?? 0;
  const won =
    room && room.status === 'drawn' && !liveDraw
      ? room.prizes.filter((p) => p.winner !== null && p.winner.userId === myUserId)
      : [];

  return {
    layout,
    listHref,
    room,
    missing: !valid || (store?.live.failed === true && room === null),
    signedIn: root.user.isLoggedIn,
    myUserId,
    remainingMs,
    drawing: due,
    countdownEnded: () => setEnded(true),
    password,
    setPassword,
    joining,
    async join() {
      if (!store || !room) return;
      if (!root.user.isLoggedIn) {
        askSignIn();
        return;
      }
      if (room.conditions.hasPassword && password.trim() === '') {
        setNotice({ tone: 'error', text: intl.formatMessage(m.passwordPlaceholder) });
        return;
      }
      setJoining(true);
      const result = await store.join(room.conditions.hasPassword ? password : undefined);
      setJoining(false);
      // A refusal is already a toast (the server's translated message).
      setNotice(result.ok ? { tone: 'success', text: intl.formatMessage(m.joinedNow) } : null);
    },
    // The join's word is about the open room: once it is drawn it would be stale.
    notice: room?.status === 'open' ? notice : null,
    won,
    liveDraw,
    drawShown: () => setDrawSeen(true),
    check,
    async verify() {
      if (!room) return;
      setCheck('pending');
      setCheck(await verifyRollRoom(room.seeds, room.prizeCount));
    },
    signIn: () => askSignIn(),
  };
}
