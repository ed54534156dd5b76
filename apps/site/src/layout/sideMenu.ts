import type { IconName } from '@skinbox/ui';
import type { MessageDescriptor } from 'react-intl';
import { SCREENS } from '../routing/manifest';
import { menuEntry, type MenuEntry } from './menus';
import { chromeMessages } from './messages';
import { sideMenuMessages } from './sideMenuMessages';
import { BATTLE_TITLE } from '../screens/battle/pages';

/** A titled group of the side menu, with the icon its heading shows. */
export interface MenuGroup {
  label: MessageDescriptor;
  icon: IconName;
  entries: readonly MenuEntry[];
}

/**
 * SPEC section 2's side menu, with red packet claim, the task centre and the reservations, in
 * four groups a player scans (issue 30: thirty plain rows were hard to read). The daily prize
 * board is a tab of rank and has a page of its own, for players the battle pages are closed to.
 */
export const SIDE_MENU_GROUPS: readonly MenuGroup[] = [
  {
    label: sideMenuMessages.menuGames,
    icon: 'fire',
    entries: [
      /** The home lists the live drops. */
      menuEntry('home', sideMenuMessages.liveDrops),
      menuEntry('battle', BATTLE_TITLE),
      menuEntry('rank', SCREENS.rank.title),
      menuEntry('crash', SCREENS.crash.title),
      menuEntry('roll', SCREENS.roll.title),
      menuEntry('lucky', SCREENS.lucky.title),
      menuEntry('mall', chromeMessages.mall),
      menuEntry('replacement', SCREENS.replacement.title),
      menuEntry('contract', SCREENS.contract.title),
      menuEntry('refining', SCREENS.refining.title),
      menuEntry('ammonbox', SCREENS.ammonbox.title),
    ],
  },
  {
    label: sideMenuMessages.menuRewards,
    icon: 'gift',
    entries: [
      menuEntry('vip', chromeMessages.vip),
      menuEntry('dailyRank', SCREENS.dailyRank.title),
      menuEntry('grade', SCREENS.grade.title),
      menuEntry('timebox', SCREENS.timebox.title),
      menuEntry('transfor', SCREENS.transfor.title),
      menuEntry('signin', SCREENS.signin.title),
      menuEntry('task', SCREENS.task.title),
      menuEntry('redpacket', SCREENS.redpacket.title),
      menuEntry('activity', SCREENS.activity.title),
      // The reservations of upcoming events and boxes (GAMES.md section 8), mobile only like its page.
      menuEntry('reserve', SCREENS.reserve.title),
      menuEntry('newyear', SCREENS.newyear.title),
    ],
  },
  {
    label: sideMenuMessages.menuAccount,
    icon: 'user',
    entries: [
      menuEntry('recharge', chromeMessages.recharge),
      menuEntry('download', chromeMessages.download),
    ],
  },
  {
    label: sideMenuMessages.menuSupport,
    icon: 'info',
    entries: [
      menuEntry('help', chromeMessages.help),
      menuEntry('chat', sideMenuMessages.groups),
      menuEntry('service', sideMenuMessages.service),
    ],
  },
];

/** Every entry of the side menu, group after group. */
export const SIDE_MENU: readonly MenuEntry[] = SIDE_MENU_GROUPS.flatMap((group) => group.entries);
