import type { ReserveEvent } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHref } from '../../routing/layoutContext';
import { useCall } from '../../shared/frame/useCall';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

export interface ReserveScreen {
  /** Soonest first; null while loading. */
  events: ReserveEvent[] | null;
  /** Until each event opens, in ms on the server's clock as of the last load, by event id. */
  remainingMs: Record<number, number>;
  signedIn: boolean;
  /** The event a reservation is under way for. */
  busyId: number | null;
  reserve(event: ReserveEvent): Promise<void>;
  /** The event just reserved, for its confirmation. */
  doneId: number | null;
  /** Where an open event goes: its box's page, or the activity page. */
  hrefOf(event: ReserveEvent): string;
  /** A countdown reached its end: the list is asked again. */
  reload(): void;
  back(): void;
}

/**
 * /m/reserve (GAMES.md section 8): the events and boxes still to open, reserving one (a visitor
 * is sent to sign in), and a message from the server when it opens.
 */
export function useReserveScreen(): ReserveScreen {
  const root = useStores();
  const askSignIn = useAskSignIn();
  const navigate = useNavigate();
  const signedIn = root.user.isLoggedIn;
  const list = useCall(() => root.api.reserve.list({}), `reserve:${signedIn}`);
  const [changed, setChanged] = useState<Record<number, ReserveEvent>>({});
  const [busyId, setBusyId] = useState<number | null>(null);
  const [doneId, setDoneId] = useState<number | null>(null);
  const openbox = useHref('openbox');
  const activity = useHref('home');
  const data = list.data;
  const remainingMs = useMemo(() => {
    if (!data) return {};
    const now = new Date(data.serverNow).getTime();
    return Object.fromEntries(data.list.map((e) => [e.id, new Date(e.opensAt).getTime() - now]));
  }, [data]);

  return {
    events: data ? data.list.map((event) => changed[event.id] ?? event) : null,
    remainingMs,
    signedIn,
    busyId,
    async reserve(event) {
      if (!signedIn) {
        askSignIn();
        return;
      }
      setBusyId(event.id);
      const result = await root.api.reserve.reserve({ eventId: event.id });
      setBusyId(null);
      if (result.ok) {
        setChanged((before) => ({ ...before, [event.id]: result.data }));
        setDoneId(event.id);
      } else {
        // Opened meanwhile, or gone: the list says how things stand now.
        setChanged({});
        list.reload();
      }
    },
    doneId,
    hrefOf: (event) =>
      event.kind === 'box' && event.boxId !== null ? `${openbox}?boxId=${event.boxId}` : activity,
    reload() {
      setChanged({});
      list.reload();
    },
    back() {
      if (window.history.length > 1) void navigate(-1);
      else void navigate(activity);
    },
  };
}
