import { AccountKind, type RollRoom, type RollTab } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { usePaged, type PageOf, type Paged } from '../../shared/frame/Paged';
import { useCreateRoom, type CreateRoom } from './useCreateRoom';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

/** How long after a countdown ends the list asks again: the draw job runs within a second or two. */
export const DRAW_SETTLE_MS = 3000;

export interface RollListScreen {
  layout: Layout;
  signedIn: boolean;
  /** Streamers (anchor accounts) make rooms from their bag. */
  isAnchor: boolean;
  tab: RollTab;
  setTab(tab: RollTab): void;
  rooms: Paged<RollRoom, PageOf<RollRoom>>;
  /** The room's page. */
  hrefOf(rollId: number): string;
  /** When the rooms shown arrived: the cards count down from it. */
  loadedAt: number;
  /** A card's countdown ran out: the list asks again once the draw has had time to run. */
  countdownEnded(): void;
  create: CreateRoom;
  signIn(): void;
}

/**
 * The roll page's state (GAMES.md section 3): ongoing, ended and joined rooms (the joined list
 * needs an account), each card counting down to its draw, and a streamer's new room.
 */
export function useRollListScreen(): RollListScreen {
  const layout = useLayout();
  const detail = useHref('rollDetail');
  const root = useStores();
  const askSignIn = useAskSignIn();
  const navigate = useNavigate();
  const signedIn = root.user.isLoggedIn;
  const [tab, setTab] = useState<RollTab>('ongoing');
  const hrefOf = (rollId: number) => `${detail}?rollId=${rollId}`;
  const rooms = usePaged(
    layout,
    (page) => root.api.roll.list({ tab, page }),
    tab,
    tab !== 'joined' || signedIn,
  );
  const create = useCreateRoom((made) => navigate(hrefOf(made.rollId)));
  const [loadedAt, setLoadedAt] = useState(() => Date.now());
  useEffect(() => setLoadedAt(Date.now()), [rooms.data]);
  const again = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(again.current ?? undefined), []);
  return {
    layout,
    signedIn,
    isAnchor: signedIn && root.user.base.userType === AccountKind.anchor,
    tab,
    setTab,
    rooms,
    hrefOf,
    loadedAt,
    countdownEnded() {
      if (again.current !== null) return;
      again.current = setTimeout(() => {
        again.current = null;
        rooms.reload();
      }, DRAW_SETTLE_MS);
    },
    create,
    signIn: () => askSignIn(),
  };
}
