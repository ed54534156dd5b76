import type { AdminCallKey, OperatorRole } from '@skinbox/api/admin';
import { mayCall } from '@skinbox/api/admin';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageId } from '../i18n/messages';

export interface ConsoleScreen {
  id: string;
  /** Under the console's base (/admin). */
  path: string;
  /** The call the screen cannot work without: who may not make it never sees the screen. */
  call: AdminCallKey;
  /** In the side navigation under this title; absent for pages reached from another screen. */
  nav?: MessageId;
  component: LazyExoticComponent<ComponentType>;
}

/**
 * THE declaration of the console's screens: the routes and the side navigation are both read
 * from it, filtered by the operator's roles through the contract's role table. Each screen is
 * its own chunk, so the sign-in screen loads none of them.
 */
export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  {
    id: 'dashboard',
    path: '/dashboard',
    call: 'dashboard.overview',
    nav: 'nav.dashboard',
    component: lazy(() => import('../screens/dashboard/DashboardScreen')),
  },
  {
    id: 'players',
    path: '/players',
    call: 'players.search',
    nav: 'nav.players',
    component: lazy(() => import('../screens/players/PlayersScreen')),
  },
  {
    id: 'player',
    path: '/players/:userId',
    call: 'players.detail',
    component: lazy(() => import('../screens/players/PlayerScreen')),
  },
  {
    id: 'extractions',
    path: '/extractions',
    call: 'queues.extractions',
    nav: 'nav.extractions',
    component: lazy(() => import('../screens/extractions/ExtractionsScreen')),
  },
  {
    id: 'support',
    path: '/support',
    call: 'queues.supportInbox',
    nav: 'nav.support',
    component: lazy(() => import('../screens/support/SupportScreen')),
  },
  {
    id: 'boxes',
    path: '/boxes',
    call: 'catalogue.boxes',
    nav: 'nav.boxes',
    component: lazy(() => import('../screens/boxes/BoxesScreen')),
  },
  {
    id: 'box',
    path: '/boxes/:boxId',
    call: 'catalogue.box',
    component: lazy(() => import('../screens/boxes/BoxEditorScreen')),
  },
  {
    id: 'audit',
    path: '/audit',
    call: 'audit.list',
    nav: 'nav.audit',
    component: lazy(() => import('../screens/audit/AuditScreen')),
  },
  {
    id: 'redPackets',
    path: '/promotions/red-packets',
    call: 'promotions.redPackets',
    nav: 'nav.promotions.redPackets',
    component: lazy(() => import('../screens/promotions/RedPacketsScreen')),
  },
  {
    id: 'coupons',
    path: '/promotions/coupons',
    call: 'promotions.coupons',
    nav: 'nav.promotions.coupons',
    component: lazy(() => import('../screens/promotions/CouponsScreen')),
  },
  {
    id: 'exchangeCodes',
    path: '/promotions/exchange-codes',
    call: 'promotions.exchangeCodes',
    nav: 'nav.promotions.exchangeCodes',
    component: lazy(() => import('../screens/promotions/ExchangeCodesScreen')),
  },
  {
    id: 'activity',
    path: '/promotions/activity',
    call: 'promotions.activity',
    nav: 'nav.promotions.activity',
    component: lazy(() => import('../screens/promotions/ActivityScreen')),
  },
  {
    id: 'articles',
    path: '/content/articles',
    call: 'content.articles',
    nav: 'nav.content.articles',
    component: lazy(() => import('../screens/content/ArticlesScreen')),
  },
  {
    id: 'banners',
    path: '/content/banners',
    call: 'content.banners',
    nav: 'nav.content.banners',
    component: lazy(() => import('../screens/content/BannersScreen')),
  },
  {
    id: 'config',
    path: '/content/config',
    call: 'content.config',
    nav: 'nav.content.config',
    component: lazy(() => import('../screens/content/ConfigScreen')),
  },
  {
    id: 'modules',
    path: '/content/modules',
    call: 'content.modules',
    nav: 'nav.content.modules',
    component: lazy(() => import('../screens/content/ModulesScreen')),
  },
  {
    id: 'sites',
    path: '/content/sites',
    call: 'content.sites',
    nav: 'nav.content.sites',
    component: lazy(() => import('../screens/content/SitesScreen')),
  },
  {
    id: 'items',
    path: '/items',
    call: 'catalogue.items',
    nav: 'nav.items',
    component: lazy(() => import('../screens/items/ItemsScreen')),
  },
  {
    id: 'operators',
    path: '/operators',
    call: 'operators.list',
    nav: 'nav.operators',
    component: lazy(() => import('../screens/operators/OperatorsScreen')),
  },
  {
    id: 'rechargeOrders',
    path: '/recharge-orders',
    call: 'queues.rechargeOrders',
    nav: 'nav.rechargeOrders',
    component: lazy(() => import('../screens/queues/RechargeOrdersScreen')),
  },
  {
    id: 'avatars',
    path: '/avatars',
    call: 'queues.avatars',
    nav: 'nav.avatars',
    component: lazy(() => import('../screens/queues/AvatarsScreen')),
  },
  {
    id: 'chat',
    path: '/chat',
    call: 'queues.chatLines',
    nav: 'nav.chat',
    component: lazy(() => import('../screens/queues/ChatScreen')),
  },
  {
    id: 'reservations',
    path: '/reservations',
    call: 'queues.reservations',
    nav: 'nav.reservations',
    component: lazy(() => import('../screens/queues/ReservationsScreen')),
  },
  {
    id: 'games',
    path: '/games',
    call: 'games.battleSchedule',
    nav: 'nav.games',
    component: lazy(() => import('../screens/games/GamesScreen')),
  },
  {
    id: 'account',
    path: '/account',
    call: 'session.me',
    nav: 'nav.account',
    component: lazy(() => import('../screens/account/AccountScreen')),
  },
];

/** The screens `roles` may open, in the declaration's order. */
export function screensFor(
  roles: readonly OperatorRole[],
  screens: readonly ConsoleScreen[] = CONSOLE_SCREENS,
): ConsoleScreen[] {
  return screens.filter((screen) => mayCall(roles, screen.call));
}

/** Where a signed-in operator lands: the first screen of their navigation. */
export function homePath(roles: readonly OperatorRole[]): string | null {
  return screensFor(roles).find((screen) => screen.nav)?.path ?? null;
}
