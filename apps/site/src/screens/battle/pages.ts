import { defineMessage, type MessageDescriptor } from 'react-intl';
import type { Layout } from '../../layout/device';

/** A page of the battle group (SPEC section 2): its route under /m/battle or /p/battle. */
export type BattlePagePath = 'list' | 'battleHistory' | 'myBattleHistory' | 'battleHelp' | 'mylist';

export interface BattlePage {
  path: BattlePagePath;
  title: MessageDescriptor;
  /** What it shows: the open rooms, every finished battle, the viewer's, or the rules. */
  shows: 'lobby' | 'history' | 'mine' | 'help';
}

/** The battle group's name: its lobby's title, and the menus' and the guard's name for the group. */
export const BATTLE_TITLE = defineMessage({ id: 'route.battle', defaultMessage: '对战' });
const HISTORY_TITLE = defineMessage({ id: 'route.battleHistory', defaultMessage: '对战记录' });
const MINE_TITLE = defineMessage({ id: 'route.myBattleHistory', defaultMessage: '我的对战' });

const LOBBY: BattlePage = { path: 'list', title: BATTLE_TITLE, shows: 'lobby' };

/** SPEC section 2: /m/battle has list, battleHistory, myBattleHistory, battleHelp; /p/battle list, mylist, battleHistory. */
const PAGES: Record<Layout, readonly BattlePage[]> = {
  m: [
    LOBBY,
    { path: 'battleHistory', title: HISTORY_TITLE, shows: 'history' },
    { path: 'myBattleHistory', title: MINE_TITLE, shows: 'mine' },
    {
      path: 'battleHelp',
      title: defineMessage({ id: 'route.battleHelp', defaultMessage: '对战说明' }),
      shows: 'help',
    },
  ],
  p: [
    LOBBY,
    { path: 'mylist', title: MINE_TITLE, shows: 'mine' },
    { path: 'battleHistory', title: HISTORY_TITLE, shows: 'history' },
  ],
};

export function battlePagesOf(layout: Layout): readonly BattlePage[] {
  return PAGES[layout];
}

/** The page of a layout an address segment names, or the lobby. */
export function battlePageOf(layout: Layout, segment: string | undefined): BattlePage {
  return PAGES[layout].find((page) => page.path === segment) ?? LOBBY;
}
