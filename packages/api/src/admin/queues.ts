import { z } from 'zod';
import { id, text } from '../contract/fields';
import { isoDateTime } from '../contract/page';
import { defineAdminEndpoint } from './adminEndpoint';
import { extractionRow, rechargeRow } from './players';
import {
  adminPage,
  adminPageOf,
  auditReceipt,
  localizedNames,
  localizedTexts,
  optionalReason,
  reason,
  storedNames,
} from './shapes';

/** The work queues: extractions, recharge orders, avatars, the support inbox, the chat, reservations. */

/**
 * `pending` extractions not yet due, `delivering` ones whose time has come (the provider is being
 * asked), `failed` and the rest by status.
 */
export const EXTRACTION_QUEUES = [
  'pending',
  'delivering',
  'failed',
  'completed',
  'cancelled',
] as const;
export const extractions = defineAdminEndpoint({
  path: '/api/admin/queues/extractions',
  request: adminPage.extend({ queue: z.enum(EXTRACTION_QUEUES), userId: id().optional() }),
  response: adminPageOf(extractionRow),
});

/** A failed extraction's item went back to the bag: this sends it again (a new extraction). */
export const retryExtraction = defineAdminEndpoint({
  path: '/api/admin/queues/retryExtraction',
  request: z.object({ deliveryId: id(), reason: optionalReason }),
  response: auditReceipt.extend({ deliveryId: z.number().int().positive() }),
});

/**
 * Cancels a pending extraction (or closes a failed one): `item` puts the item back in the bag,
 * `coins` credits its price in force from the house instead (the item is consumed, as a sale).
 */
export const cancelExtraction = defineAdminEndpoint({
  path: '/api/admin/queues/cancelExtraction',
  request: z.object({ deliveryId: id(), refund: z.enum(['item', 'coins']), reason }),
  response: auditReceipt,
});

/** A player's recharge (players.rechargeRow), with whose it is. */
export const rechargeOrderRow = rechargeRow.extend({
  userId: z.number().int().positive(),
  nickName: z.string(),
});
export const rechargeOrders = defineAdminEndpoint({
  path: '/api/admin/queues/rechargeOrders',
  request: adminPage.extend({
    status: z.enum(['pending', 'paid']).optional(),
    userId: id().optional(),
  }),
  response: adminPageOf(rechargeOrderRow),
});

/**
 * Confirms a pending order of the manual provider once its money arrived (the payment reference
 * the bank or wallet shows), crediting it once as a provider's callback does.
 */
export const confirmRecharge = defineAdminEndpoint({
  path: '/api/admin/queues/confirmRecharge',
  request: z.object({
    orderId: id(),
    paymentReference: text(100).trim().min(1, 'errors.paymentReferenceRequired'),
    reason: optionalReason,
  }),
  response: auditReceipt.extend({ credited: z.boolean() }),
});

export const avatarUpload = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  nickName: z.string(),
  image: z.string(),
  createdAt: isoDateTime,
});
export const avatars = defineAdminEndpoint({
  path: '/api/admin/queues/avatars',
  request: adminPage,
  response: adminPageOf(avatarUpload),
});

export const reviewAvatar = defineAdminEndpoint({
  path: '/api/admin/queues/reviewAvatar',
  request: z.object({ uploadId: id(), pass: z.boolean(), reason: optionalReason }),
  response: auditReceipt,
});

export const supportThreadRow = z.object({
  userId: z.number().int().positive(),
  nickName: z.string(),
  question: z.string(),
  askedAt: isoDateTime,
});
/** Conversations whose last word is the player's and that no operator closed. */
export const supportInbox = defineAdminEndpoint({
  path: '/api/admin/queues/supportInbox',
  request: adminPage,
  response: adminPageOf(supportThreadRow),
});

export const supportLine = z.object({
  id: z.number().int().positive(),
  author: z.enum(['player', 'operator']),
  body: z.string(),
  createdAt: isoDateTime,
});
export const supportThread = defineAdminEndpoint({
  path: '/api/admin/queues/supportThread',
  request: z.object({ userId: id() }),
  response: z.object({
    userId: z.number().int().positive(),
    nickName: z.string(),
    lines: z.array(supportLine),
    closedAt: isoDateTime.nullable(),
  }),
});

/** Answers in the conversation; the answer also arrives as an in-site message. */
export const SUPPORT_ANSWER_MAX = 2000;
export const answerSupport = defineAdminEndpoint({
  path: '/api/admin/queues/answerSupport',
  request: z.object({
    userId: id(),
    answer: text(SUPPORT_ANSWER_MAX).trim().min(1, 'errors.supportEmpty'),
  }),
  response: auditReceipt.extend({ lineId: z.number().int().positive() }),
});

/** Takes the conversation off the inbox without an answer, until the player writes again. */
export const closeSupport = defineAdminEndpoint({
  path: '/api/admin/queues/closeSupport',
  request: z.object({ userId: id(), reason: optionalReason }),
  response: auditReceipt,
});

export const chatLine = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  nickName: z.string(),
  body: z.string(),
  createdAt: isoDateTime,
  deletedAt: isoDateTime.nullable(),
});
export const chatLines = defineAdminEndpoint({
  path: '/api/admin/queues/chatLines',
  request: adminPage.extend({
    userId: id().optional(),
    includeDeleted: z.boolean().default(false),
  }),
  response: adminPageOf(chatLine),
});

/** Deletes lines by id, or every line of a player; the rooms drop them live. */
export const deleteChat = defineAdminEndpoint({
  path: '/api/admin/queues/deleteChat',
  request: z
    .object({
      lineIds: z.array(id()).min(1).max(200).optional(),
      userId: id().optional(),
      reason,
    })
    .refine((d) => (d.lineIds === undefined) !== (d.userId === undefined), {
      message: 'errors.badRequest',
    }),
  response: auditReceipt.extend({ deleted: z.array(z.number().int().positive()) }),
});

export const reservation = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['event', 'box']),
  names: storedNames,
  boxId: z.number().int().positive().nullable(),
  opensAt: isoDateTime,
  openedAt: isoDateTime.nullable(),
  signups: z.number().int().nonnegative(),
});
export const reservations = defineAdminEndpoint({
  path: '/api/admin/queues/reservations',
  request: adminPage,
  response: adminPageOf(reservation),
});

export const addReservation = defineAdminEndpoint({
  path: '/api/admin/queues/addReservation',
  request: z
    .object({
      kind: z.enum(['event', 'box']),
      names: localizedNames(60),
      details: localizedTexts(500),
      boxId: id().optional(),
      opensAt: isoDateTime,
      reason: optionalReason,
    })
    .refine((d) => (d.kind === 'box') === (d.boxId !== undefined), {
      message: 'errors.badRequest',
    }),
  response: auditReceipt.extend({ eventId: z.number().int().positive() }),
});

/** Opens an announced event now: the players who reserved it get their message. */
export const openReservation = defineAdminEndpoint({
  path: '/api/admin/queues/openReservation',
  request: z.object({ eventId: id(), reason: optionalReason }),
  response: auditReceipt,
});
