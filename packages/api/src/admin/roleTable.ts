import type { Endpoint } from '../contract/endpoint';
import type { AdminGroups } from './groups';
import { OPERATOR_ROLES, type OperatorRole } from './roles';

/** `group.call` for every admin call, e.g. 'players.adjustBalance'. */
export type AdminCallKey = {
  [G in keyof AdminGroups & string]: {
    [C in keyof AdminGroups[G] & string]: AdminGroups[G][C] extends Endpoint ? `${G}.${C}` : never;
  }[keyof AdminGroups[G] & string];
}[keyof AdminGroups & string];

/** Who may make a call: roles, or `signedOut` for the calls that sign in. */
export type CallAccess = readonly OperatorRole[] | 'signedOut';

const ALL: readonly OperatorRole[] = OPERATOR_ROLES;
const READ_PLAYERS: readonly OperatorRole[] = ['owner', 'finance', 'support', 'moderator'];
const MONEY: readonly OperatorRole[] = ['owner', 'finance'];
const CONTENT: readonly OperatorRole[] = ['owner', 'content'];
const MODERATION: readonly OperatorRole[] = ['owner', 'moderator'];
const SUPPORT: readonly OperatorRole[] = ['owner', 'support'];
const OWNER: readonly OperatorRole[] = ['owner'];

/**
 * THE role table: every admin call and the roles that may make it. The server refuses any other
 * role with 403 before the handler runs (apps/server/src/admin/adminRoute.ts), the console offers
 * only what `mayCall` allows, and the server's tests are generated from it, so a call added to the
 * contract without a line here does not compile.
 */
export const adminRoles: { readonly [K in AdminCallKey]: CallAccess } = {
  'session.login': 'signedOut',
  'session.setupInfo': 'signedOut',
  'session.setup': 'signedOut',
  'session.me': ALL,
  'session.logout': ALL,
  'session.changePassword': ALL,

  'operators.list': OWNER,
  'operators.create': OWNER,
  'operators.setRoles': OWNER,
  'operators.setDisabled': OWNER,
  'operators.resetSetup': OWNER,

  'audit.list': MONEY,

  'dashboard.overview': MONEY,
  'dashboard.series': MONEY,
  'dashboard.rtp': ['owner', 'finance', 'content'],
  'dashboard.topWins': MONEY,

  'players.search': READ_PLAYERS,
  'players.detail': READ_PLAYERS,
  'players.ledger': READ_PLAYERS,
  'players.bag': READ_PLAYERS,
  'players.itemHistory': READ_PLAYERS,
  'players.games': READ_PLAYERS,
  'players.recharges': READ_PLAYERS,
  'players.extractions': READ_PLAYERS,
  'players.referrals': READ_PLAYERS,
  'players.sessions': READ_PLAYERS,
  'players.mute': ['owner', 'moderator', 'support'],
  'players.ban': MODERATION,
  'players.unban': MODERATION,
  'players.setKind': OWNER,
  'players.adjustBalance': MONEY,
  'players.endPause': SUPPORT,
  'players.sendMessage': SUPPORT,

  'catalogue.boxes': CONTENT,
  'catalogue.box': CONTENT,
  'catalogue.check': CONTENT,
  'catalogue.saveBox': CONTENT,
  'catalogue.setBoxEnabled': CONTENT,
  'catalogue.orderBoxes': CONTENT,
  'catalogue.items': ['owner', 'content', 'finance'],
  'catalogue.previewPrice': CONTENT,
  'catalogue.setPrice': CONTENT,
  'catalogue.setStock': CONTENT,
  'catalogue.categories': CONTENT,

  'queues.extractions': ['owner', 'finance', 'support'],
  'queues.retryExtraction': ['owner', 'finance', 'support'],
  'queues.cancelExtraction': MONEY,
  'queues.rechargeOrders': ['owner', 'finance', 'support'],
  'queues.confirmRecharge': MONEY,
  'queues.avatars': MODERATION,
  'queues.reviewAvatar': MODERATION,
  'queues.supportInbox': SUPPORT,
  'queues.supportThread': SUPPORT,
  'queues.answerSupport': SUPPORT,
  'queues.closeSupport': SUPPORT,
  'queues.chatLines': MODERATION,
  'queues.deleteChat': MODERATION,
  'queues.reservations': CONTENT,
  'queues.addReservation': CONTENT,
  'queues.openReservation': CONTENT,

  'promotions.redPackets': MONEY,
  'promotions.createRedPacket': MONEY,
  'promotions.closeRedPacket': MONEY,
  'promotions.coupons': MONEY,
  'promotions.createCoupon': MONEY,
  'promotions.grantCoupon': MONEY,
  'promotions.exchangeCodes': MONEY,
  'promotions.createExchangeCode': MONEY,
  'promotions.activity': CONTENT,
  'promotions.setActivity': CONTENT,

  'content.banners': CONTENT,
  'content.saveBanner': CONTENT,
  'content.removeBanner': CONTENT,
  'content.articles': CONTENT,
  'content.previewArticle': CONTENT,
  'content.saveArticle': CONTENT,
  'content.modules': CONTENT,
  'content.setModules': CONTENT,
  'content.config': CONTENT,
  'content.setConfig': CONTENT,
  'content.sites': OWNER,
  'content.setSite': OWNER,

  'games.battleSchedule': CONTENT,
  'games.setBattleSchedule': CONTENT,
  'games.createOfficialBattle': CONTENT,
  'games.rollRooms': CONTENT,
  'games.createRollRoom': CONTENT,
  'games.crashChain': OWNER,
  'games.rotateCrashChain': OWNER,
  'games.saltCrashChain': OWNER,
};

/** Whether an operator with `roles` may make `call` (`owner` may make every signed-in call). */
export function mayCall(roles: readonly OperatorRole[], call: AdminCallKey): boolean {
  const access = adminRoles[call];
  if (access === 'signedOut') return true;
  return roles.some((role) => role === 'owner' || access.includes(role));
}

/** The calls `roles` may make, for the console's menus and buttons. */
export function callsOf(roles: readonly OperatorRole[]): AdminCallKey[] {
  return (Object.keys(adminRoles) as AdminCallKey[]).filter(
    (call) => adminRoles[call] !== 'signedOut' && mayCall(roles, call),
  );
}
