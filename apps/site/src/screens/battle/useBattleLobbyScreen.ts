import type { BattleFilter } from '@skinbox/api';
import { BattleLobbyStore, useStores, type LobbyRoom } from '@skinbox/stores';
import { useEffect, useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';

/** SPEC section 3 "Battle filter" as the lobby's controls hold it. */
export interface LobbyFilter {
  type: 0 | 1 | 2 | 3;
  subType: 0 | 1 | 2;
  roomSort: 1 | 2 | 3;
}

export const ANY_ROOM: LobbyFilter = { type: 0, subType: 0, roomSort: 1 };

export interface BattleLobbyScreen {
  layout: Layout;
  status: 'loading' | 'failed' | 'ready';
  retry(): void;
  rooms: readonly LobbyRoom[];
  filter: LobbyFilter;
  setFilter(filter: LobbyFilter): void;
  viewerId: number | null;
}

/**
 * The lobby's state (GAMES.md section 1): the open rooms under the battle filter, live from a
 * BattleLobbyStore on channel `battle` (seats fill, rooms start, leave and appear as they happen).
 */
export function useBattleLobbyScreen(): BattleLobbyScreen {
  const layout = useLayout();
  const root = useStores();
  const [store] = useState(
    () => new BattleLobbyStore({ api: root.api, socket: root.socket, filter: ANY_ROOM }),
  );
  const [filter, setFilter] = useState<LobbyFilter>(ANY_ROOM);

  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);

  const state = store.state;
  return {
    layout,
    status: state ? 'ready' : store.live.failed ? 'failed' : 'loading',
    retry: () => void store.live.resync(),
    rooms: state?.rooms ?? [],
    filter,
    setFilter(next) {
      setFilter(next);
      void store.setFilter(next satisfies BattleFilter);
    },
    viewerId: root.user.isLoggedIn ? root.user.userId : null,
  };
}
