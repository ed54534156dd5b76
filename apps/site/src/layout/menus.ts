import type { ModuleName } from '@skinbox/api';
import type { RootStore } from '@skinbox/stores';
import type { IconName } from '@skinbox/ui';
import type { MessageDescriptor } from 'react-intl';
import type { ScreenId } from '../routing/layoutContext';
import { SCREENS, screenHref, type ScreenDeclaration } from '../routing/manifest';
import { screenIsOn } from '../routing/moduleSwitches';
import {
  routeMessages,
  luckyRouteMessages,
  rollRouteMessages,
  spreadRouteMessages,
  limitsRouteMessages,
  iconRouteMessages,
  redPacketRouteMessages,
  taskRouteMessages,
  activityRouteMessages,
  newYearRouteMessages,
  reserveRouteMessages,
} from '../routing/routeMessages';
import type { Layout } from './device';
import { chromeMessages } from './messages';

/** A menu's link to a screen, with the menu's own label for it. */
export interface MenuEntry {
  screen: ScreenId;
  label: MessageDescriptor;
}

const entry = (screen: ScreenId, label: MessageDescriptor): MenuEntry => ({ screen, label });

/**
 * SPEC section 2's side menu, with red packet claim, the task centre and the reservations. The
 * daily prize board is a tab of rank and has a page of its own, for players the battle pages are
 * closed to.
 */
export const SIDE_MENU: readonly MenuEntry[] = [
  /** The home lists the live drops. */
  entry('home', chromeMessages.liveDrops),
  entry('battle', routeMessages.battle),
  entry('rank', routeMessages.battleRank),
  entry('crash', routeMessages.crash),
  entry('roll', rollRouteMessages.roll),
  entry('lucky', luckyRouteMessages.lucky),
  entry('vip', chromeMessages.vip),
  entry('dailyRank', routeMessages.dailyRank),
  entry('grade', routeMessages.grade),
  entry('timebox', routeMessages.timebox),
  entry('transfor', routeMessages.transfor),
  entry('signin', routeMessages.signin),
  entry('task', taskRouteMessages.task),
  entry('redpacket', redPacketRouteMessages.redPacket),
  entry('activity', activityRouteMessages.activity),
  // The reservations of upcoming events and boxes (GAMES.md section 8), mobile only like its page.
  entry('reserve', reserveRouteMessages.reserve),
  entry('newyear', newYearRouteMessages.newyear),
  entry('mall', chromeMessages.mall),
  entry('replacement', routeMessages.replacement),
  entry('contract', routeMessages.contract),
  entry('refining', routeMessages.refining),
  entry('ammonbox', routeMessages.ammonbox),
  entry('help', chromeMessages.help),
  entry('recharge', chromeMessages.recharge),
  entry('download', chromeMessages.download),
  entry('chat', chromeMessages.groups),
  entry('service', chromeMessages.service),
];

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
  entry('icon', iconRouteMessages.icon),
  entry('bag', chromeMessages.bag),
  entry('record', chromeMessages.record),
  entry('information', chromeMessages.messages),
  entry('vip', chromeMessages.vip),
  entry('signin', routeMessages.signin),
  entry('stickers', routeMessages.stickers),
  entry('spreadUser', spreadRouteMessages.spreadUser),
  entry('limits', limitsRouteMessages.limits),
  entry('help', chromeMessages.help),
];

/** The desktop header's navigation. */
export const HEADER_NAV: readonly MenuEntry[] = [
  entry('home', chromeMessages.home),
  entry('crash', routeMessages.crash),
  entry('battle', routeMessages.battle),
  entry('roll', rollRouteMessages.roll),
  entry('lucky', luckyRouteMessages.lucky),
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
 * The entries whose screen the layout has and whose module switches leave it open, with
 * addresses. Before any module list came (the API unreachable) every entry stays: hiding most of
 * the navigation would strand the player, and each page says for itself why it cannot load.
 */
export function available<E extends MenuEntry>(
  entries: readonly E[],
  layout: Layout,
  store: RootStore,
): (E & { href: string })[] {
  const isOn = (module: ModuleName) => !store.app.modulesKnown || store.app.isModuleOn(module);
  return entries.flatMap((e) => {
    const href = screenHref(e.screen, layout);
    const screen = SCREENS[e.screen] as ScreenDeclaration;
    return href !== undefined && screenIsOn(screen, layout, isOn) ? [{ ...e, href }] : [];
  });
}
