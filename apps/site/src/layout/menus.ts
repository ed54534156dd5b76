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

export const menuEntry = (screen: ScreenId, label: MessageDescriptor): MenuEntry => ({
  screen,
  label,
});

/** The mobile tab bar, with short labels that fit a fifth of a phone's width. */
export const TAB_BAR: readonly (MenuEntry & { icon: IconName })[] = [
  { ...menuEntry('home', chromeMessages.tabHome), icon: 'box' },
  { ...menuEntry('mall', chromeMessages.tabMall), icon: 'gift' },
  { ...menuEntry('recharge', chromeMessages.tabRecharge), icon: 'coin' },
  { ...menuEntry('bag', chromeMessages.tabBag), icon: 'bag' },
  { ...menuEntry('personal', chromeMessages.tabMine), icon: 'user' },
];

/** The desktop user centre's menu (/p/me). */
export const USER_CENTRE_MENU: readonly MenuEntry[] = [
  menuEntry('personal', chromeMessages.myAccount),
  menuEntry('icon', SCREENS.icon.title),
  menuEntry('bag', chromeMessages.bag),
  menuEntry('record', chromeMessages.record),
  menuEntry('information', chromeMessages.messages),
  menuEntry('vip', chromeMessages.vip),
  menuEntry('signin', SCREENS.signin.title),
  menuEntry('stickers', SCREENS.stickers.title),
  menuEntry('spreadUser', SCREENS.spreadUser.title),
  menuEntry('limits', SCREENS.limits.title),
  menuEntry('help', chromeMessages.help),
];

/** The desktop header's navigation. */
export const HEADER_NAV: readonly MenuEntry[] = [
  menuEntry('home', chromeMessages.home),
  menuEntry('crash', SCREENS.crash.title),
  menuEntry('battle', BATTLE_TITLE),
  menuEntry('roll', SCREENS.roll.title),
  menuEntry('lucky', SCREENS.lucky.title),
  menuEntry('mall', chromeMessages.mall),
  menuEntry('recharge', chromeMessages.recharge),
  menuEntry('help', chromeMessages.help),
];

/** The desktop footer's links. */
export const FOOTER_LINKS: readonly MenuEntry[] = [
  menuEntry('help', chromeMessages.help),
  menuEntry('fairness', chromeMessages.fairness),
  menuEntry('vip', chromeMessages.vip),
  menuEntry('download', chromeMessages.download),
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
