import { z } from 'zod';
import { accountKind } from '../contract/enumSchemas';
import { id, text } from '../contract/fields';
import { limitsState } from '../contract/limits';
import { moneyString } from '../contract/moneySchema';
import { isoDateTime } from '../contract/page';
import { defineAdminEndpoint } from './adminEndpoint';
import { adminPage, adminPageOf, auditReceipt, playerSummary, reason, signedMoney } from './shapes';

/**
 * Finding a player and everything the site knows of them, and the actions operators take on an
 * account. Each action names a reason, written to the audit log with what it changed.
 */

/** One text: a user id, a mobile number (or its last digits), a nickname or an invite code. */
export const search = defineAdminEndpoint({
  path: '/api/admin/players/search',
  request: adminPage.extend({ query: text(40).trim().min(1, 'errors.adminSearchEmpty') }),
  response: adminPageOf(playerSummary),
});

const playerId = z.object({ userId: id() });

export const playerDetail = z.object({
  player: playerSummary.extend({
    account: z.string(),
    channelCode: z.string(),
    avatar: z.string(),
    vipGrowth: moneyString,
    steamUrl: z.string().nullable(),
    realNameVerified: z.boolean(),
    invitationCode: z.string().nullable(),
    inviterId: z.number().int().positive().nullable(),
    banReason: z.string().nullable(),
    closedAt: isoDateTime.nullable(),
  }),
  balances: z.object({ amount: moneyString, ammon: moneyString, point: moneyString }),
  /** Ledger total of coins recharged, and the orders' count. */
  recharged: moneyString,
  extracted: moneyString,
  chatMute: z.object({ until: isoDateTime, reason: z.string() }).nullable(),
  /** The player's responsible-gaming state, as the player's own limits page reads it. */
  limits: limitsState,
  /** Whether the pause may be ended now (only once it has run its course: it is never shortened). */
  pauseEndable: z.boolean(),
  openSessions: z.number().int().nonnegative(),
});
export type PlayerDetail = z.infer<typeof playerDetail>;

export const detail = defineAdminEndpoint({
  path: '/api/admin/players/detail',
  request: playerId,
  response: playerDetail,
});

export const ADMIN_CURRENCIES = ['amount', 'ammon', 'point'] as const;
export const adminCurrency = z.enum(ADMIN_CURRENCIES);
export type AdminCurrency = z.infer<typeof adminCurrency>;

export const ledgerRow = z.object({
  id: z.number().int().positive(),
  currency: adminCurrency,
  /** Signed: positive credited the player. */
  amount: z.string(),
  account: z.string(),
  kind: z.string(),
  reference: z.string(),
  at: isoDateTime,
});
export const ledger = defineAdminEndpoint({
  path: '/api/admin/players/ledger',
  request: adminPage.extend({
    userId: id(),
    currency: adminCurrency.optional(),
    /** A ledger kind, or its first part ('recharge' matches recharge.order and recharge.card). */
    kind: text(64)
      .regex(/^[A-Za-z.]*$/)
      .optional(),
  }),
  response: adminPageOf(ledgerRow),
});

export const BAG_ITEM_STATES = ['bag', 'extracting', 'extracted', 'staked', 'consumed'] as const;
export const bagRow = z.object({
  id: z.number().int().positive(),
  goodsId: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  price: moneyString,
  state: z.enum(BAG_ITEM_STATES),
  source: z.string(),
  sourceRef: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const bag = defineAdminEndpoint({
  path: '/api/admin/players/bag',
  request: adminPage.extend({ userId: id(), state: z.enum(BAG_ITEM_STATES).optional() }),
  response: adminPageOf(bagRow),
});

export const itemEvent = z.object({
  id: z.number().int().positive(),
  bagItemId: z.number().int().positive(),
  name: z.string(),
  kind: z.string(),
  price: moneyString,
  at: isoDateTime,
});
export const itemHistory = defineAdminEndpoint({
  path: '/api/admin/players/itemHistory',
  request: adminPage.extend({ userId: id() }),
  response: adminPageOf(itemEvent),
});

/** One play: a box opened, a battle seat, a crash bet, a lucky try … */
export const gamePlay = z.object({
  game: z.string(),
  reference: z.string(),
  stake: moneyString,
  win: moneyString,
  at: isoDateTime,
});
export const games = defineAdminEndpoint({
  path: '/api/admin/players/games',
  request: adminPage.extend({ userId: id() }),
  response: adminPageOf(gamePlay),
});

export const rechargeRow = z.object({
  orderId: z.number().int().positive(),
  method: z.string(),
  provider: z.string(),
  amount: moneyString,
  bonus: moneyString,
  status: z.string(),
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
});
export const recharges = defineAdminEndpoint({
  path: '/api/admin/players/recharges',
  request: adminPage.extend({ userId: id() }),
  response: adminPageOf(rechargeRow),
});

export const DELIVERY_STATES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export const deliveryState = z.enum(DELIVERY_STATES);
export const extractionRow = z.object({
  deliveryId: z.number().int().positive(),
  userId: z.number().int().positive(),
  nickName: z.string(),
  bagItemId: z.number().int().positive(),
  name: z.string(),
  price: moneyString,
  tradeLink: z.string(),
  provider: z.string(),
  status: deliveryState,
  /** pending and due: the provider is being asked (retried with backoff on an error). */
  delivering: z.boolean(),
  dueAt: isoDateTime,
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});
export type ExtractionRow = z.infer<typeof extractionRow>;
export const extractions = defineAdminEndpoint({
  path: '/api/admin/players/extractions',
  request: adminPage.extend({ userId: id() }),
  response: adminPageOf(extractionRow),
});

export const invitedPlayer = z.object({
  userId: z.number().int().positive(),
  nickName: z.string(),
  recharged: moneyString,
  /** What the inviter earned from them. */
  rewards: moneyString,
  createdAt: isoDateTime,
});
export const referrals = defineAdminEndpoint({
  path: '/api/admin/players/referrals',
  request: adminPage.extend({ userId: id() }),
  response: z.object({
    inviter: z.object({ userId: z.number().int().positive(), nickName: z.string() }).nullable(),
    invited: adminPageOf(invitedPlayer),
  }),
});

export const sessionRow = z.object({
  id: z.number().int().positive(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  revokedAt: isoDateTime.nullable(),
  live: z.boolean(),
});
export const sessions = defineAdminEndpoint({
  path: '/api/admin/players/sessions',
  request: adminPage.extend({ userId: id() }),
  response: adminPageOf(sessionRow),
});

/** Mutes the player in the group chat for `minutes` (0 lifts a mute). */
export const MUTE_MAX_MINUTES = 366 * 24 * 60;
export const mute = defineAdminEndpoint({
  path: '/api/admin/players/mute',
  request: playerId.extend({ minutes: z.number().int().min(0).max(MUTE_MAX_MINUTES), reason }),
  response: auditReceipt,
});

/** Ends every session at once and refuses sign-in (errors.accountBanned) until lifted. */
export const ban = defineAdminEndpoint({
  path: '/api/admin/players/ban',
  request: playerId.extend({ reason }),
  response: auditReceipt,
});

export const unban = defineAdminEndpoint({
  path: '/api/admin/players/unban',
  request: playerId.extend({ reason }),
  response: auditReceipt,
});

export const setKind = defineAdminEndpoint({
  path: '/api/admin/players/setKind',
  request: playerId.extend({ kind: accountKind, reason }),
  response: auditReceipt,
});

/**
 * A ledger row against a named system account, never a direct write: a positive amount is paid
 * from `account`, a negative one taken back to it (refused when the balance is short).
 */
export const ADJUSTMENT_ACCOUNTS = ['house', 'promotions'] as const;
export const adjustBalance = defineAdminEndpoint({
  path: '/api/admin/players/adjustBalance',
  request: playerId.extend({
    currency: adminCurrency,
    amount: signedMoney,
    account: z.enum(ADJUSTMENT_ACCOUNTS),
    reason,
  }),
  response: auditReceipt.extend({ balance: moneyString }),
});

/**
 * A cool-off or self-exclusion is never shortened (limits contract): this clears one that has
 * run its course and refuses (errors.pauseRunning) while it runs.
 */
export const endPause = defineAdminEndpoint({
  path: '/api/admin/players/endPause',
  request: playerId.extend({ reason }),
  response: auditReceipt,
});

export const sendMessage = defineAdminEndpoint({
  path: '/api/admin/players/sendMessage',
  request: playerId.extend({
    title: text(100).trim().min(1, 'errors.adminNameRequired'),
    content: text(2000).trim().min(1, 'errors.adminNameRequired'),
  }),
  response: auditReceipt,
});
