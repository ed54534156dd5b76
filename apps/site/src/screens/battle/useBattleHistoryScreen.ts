import type { BattleRoom } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { usePaged, type PageOf, type Paged } from '../../shared/frame/Paged';
import { ANY_ROOM, type LobbyFilter } from './useBattleLobbyScreen';

export interface BattleHistoryScreen {
  layout: Layout;
  /** Every finished battle, or the viewer's own in any state. */
  whose: 'all' | 'mine';
  signedIn: boolean;
  filter: LobbyFilter;
  setFilter(filter: LobbyFilter): void;
  battles: Paged<BattleRoom, PageOf<BattleRoom>>;
  viewerId: number | null;
}

/**
 * A battle history's state: every finished battle under the battle filter (battleHistory), or
 * the viewer's own battles (myBattleHistory), paged as the layout pages lists.
 */
export function useBattleHistoryScreen(whose: 'all' | 'mine'): BattleHistoryScreen {
  const layout = useLayout();
  const { api, user } = useStores();
  const [filter, setFilter] = useState<LobbyFilter>(ANY_ROOM);
  const signedIn = user.isLoggedIn;
  const battles = usePaged<PageOf<BattleRoom>>(
    layout,
    (page) =>
      whose === 'mine' ? api.battle.myHistory({ page }) : api.battle.history({ page, ...filter }),
    JSON.stringify({ whose, filter, user: user.userId }),
    whose === 'all' || signedIn,
  );
  return {
    layout,
    whose,
    signedIn,
    filter,
    setFilter,
    battles,
    viewerId: signedIn ? user.userId : null,
  };
}
