import type { ModuleName } from '@skinbox/api';
import type { RootStore } from '@skinbox/stores';
import type { IconName } from '@skinbox/ui';
import type { MessageDescriptor } from 'react-intl';
import type { ScreenId } from '../routing/layoutContext';
import { SCREENS, screenHref, type ScreenDeclaration } from '../routing/manifest';
import { moduleOpen, screenIsOn } from '../routing/moduleSwitches';
import type { Layout } from './device';
import { chromeMessages } from './messages';
import { BATTLE_TITLE } from '../screens/battle/pages';

/** A menu's link to a screen, with the menu's own label for it. */
export interface MenuEntry {
  screen: ScreenId;
  label: MessageDescriptor;
}

const entry = (screen: ScreenId, label: MessageDescriptor): MenuEntry => ({ screen, label });

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
    label: chromeMessages.menuGames,
    icon: 'fire',
    entries: [
      /** The home lists the live drops. */
      entry('home', chromeMessages.liveDrops),
      entry('battle', BATTLE_TITLE),
      entry('rank', SCREENS.rank.title),
      entry('crash', SCREENS.crash.title),
      entry('roll', SCREENS.roll.title),
      entry('lucky', SCREENS.lucky.title),
      entry('mall', chromeMessages.mall),
      entry('replacement', SCREENS.replacement.title),
      entry('contract', SCREENS.contract.title),
      entry('refining', SCREENS.refining.title),
      entry('ammonbox', SCREENS.ammonbox.title),
    ],
  },
  {
    label: chromeMessages.menuRewards,
    icon: 'gift',
    entries: [
      entry('vip', chromeMessages.vip),
      entry('dailyRank', SCREENS.dailyRank.title),
      entry('grade', SCREENS.grade.title),
      entry('timebox', SCREENS.timebox.title),
      entry('transfor', SCREENS.transfor.title),
      entry('signin', SCREENS.signin.title),
      entry('task', SCREENS.task.title),
      entry('redpacket', SCREENS.redpacket.title),
      entry('activity', SCREENS.activity.title),
      // The reservations of upcoming events and boxes (GAMES.md section 8), mobile only like its page.
      entry('reserve', SCREENS.reserve.title),
      entry('newyear', SCREENS.newyear.title),
    ],
  },
  {
    label: chromeMessages.menuAccount,
    icon: 'user',
    entries: [
      entry('recharge', chromeMessages.recharge),
      entry('download', chromeMessages.download),
    ],
  },
  {
    label: chromeMessages.menuSupport,
    icon: 'info',
    entries: [
      entry('help', chromeMessages.help),
      entry('chat', chromeMessages.groups),
      entry('service', chromeMessages.service),
    ],
  },
];

/** Every entry of the side menu, group after group. */
export const SIDE_MENU: readonly MenuEntry[] = SIDE_MENU_GROUPS.flatMap((group) => group.entries);

/** The mobile tab bar, with short labels that fit a fifth of a phone's width. */
export const TAB_BAR: readonly (MenuEntry & { icon: IconName })[] = [
  { ...entry('home', chromeMessages.tabHome), icon: 'box' },
  { ...entry('mall', chromeMessages.tabMall), icon: 'gift' },
  { ...entry('recharge', chromeMessages.tabRecharge), icon: 'coin' },
  { ...entry('bag', chromeMessages.tabBag), icon: 'bag' },
  { ...entry('personal', chromeMessages.tabMine), icon: 'user' },
];

/** The desktop user centre's menu (/p/me). */
export const USER_CENTRE_MENU: readonly MenuEntry[] = [
  entry('personal', chromeMessages.myAccount),
  entry('icon', SCREENS.icon.title),
  entry('bag', chromeMessages.bag),
  entry('record', chromeMessages.record),
  entry('information', chromeMessages.messages),
  entry('vip', chromeMessages.vip),
  entry('signin', SCREENS.signin.title),
  entry('stickers', SCREENS.stickers.title),
  entry('spreadUser', SCREENS.spreadUser.title),
  entry('limits', SCREENS.limits.title),
  entry('help', chromeMessages.help),
];

/** The desktop header's navigation. */
export const HEADER_NAV: readonly MenuEntry[] = [
  entry('home', chromeMessages.home),
  entry('crash', SCREENS.crash.title),
  entry('battle', BATTLE_TITLE),
  entry('roll', SCREENS.roll.title),
  entry('lucky', SCREENS.lucky.title),
  entry('mall', chromeMessages.mall),
  entry('recharge', chromeMessages.recharge),
  entry('help', chromeMessages.help),
];

/** The desktop footer's links. */
export const FOOTER_LINKS: readonly MenuEntry[] = [
  entry('help', chromeMessages.help),
  entry('fairness', chromeMessages.fairness),
  entry('vip', chromeMessages.vip),
  entry('download', chromeMessages.download),
];

/**
 * The entries whose screen the layout has and whose module switches leave it open (every entry
 * while the list has not arrived: the tab bar keeps its items with the API unreachable), with
 * addresses.
 */
export function available<E extends MenuEntry>(
  entries: readonly E[],
  layout: Layout,
  store: RootStore,
): (E & { href: string })[] {
  const isOn = (module: ModuleName) => moduleOpen(store.app, module);
  return entries.flatMap((e) => {
    const href = screenHref(e.screen, layout);
    const screen = SCREENS[e.screen] as ScreenDeclaration;
    return href !== undefined && screenIsOn(screen, layout, isOn) ? [{ ...e, href }] : [];
  });
}
