import type { MessageDescriptor } from 'react-intl';
import type { Layout } from '../../layout/device';
import { routeMessages } from '../../routing/routeMessages';

/** A page of the battle group (SPEC section 2): its route under /m/battle or /p/battle. */
export type BattlePagePath = 'list' | 'battleHistory' | 'myBattleHistory' | 'battleHelp' | 'mylist';

export interface BattlePage {
  path: BattlePagePath;
  title: MessageDescriptor;
  /** What it shows: the open rooms, every finished battle, the viewer's, or the rules. */
  shows: 'lobby' | 'history' | 'mine' | 'help';
}

const LOBBY: BattlePage = { path: 'list', title: routeMessages.battle, shows: 'lobby' };

/** SPEC section 2: /m/battle has list, battleHistory, myBattleHistory, battleHelp; /p/battle list, mylist, battleHistory. */
const PAGES: Record<Layout, readonly BattlePage[]> = {
  m: [
    LOBBY,
    { path: 'battleHistory', title: routeMessages.battleHistory, shows: 'history' },
    { path: 'myBattleHistory', title: routeMessages.myBattleHistory, shows: 'mine' },
    { path: 'battleHelp', title: routeMessages.battleHelp, shows: 'help' },
  ],
  p: [
    LOBBY,
    { path: 'mylist', title: routeMessages.myBattleHistory, shows: 'mine' },
    { path: 'battleHistory', title: routeMessages.battleHistory, shows: 'history' },
  ],
};

export function battlePagesOf(layout: Layout): readonly BattlePage[] {
  return PAGES[layout];
}

/** The page of a layout an address segment names, or the lobby. */
export function battlePageOf(layout: Layout, segment: string | undefined): BattlePage {
  return PAGES[layout].find((page) => page.path === segment) ?? LOBBY;
}
