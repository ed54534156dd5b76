import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { id } from '../fields';
import { isoDateTime, noPayload, pageOf, pageRequest } from '../page';

/** The player's messages; the server's messages feature. */

export const message = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: isoDateTime,
});
export type Message = z.infer<typeof message>;

/** At most 1000 messages are kept per player; older read ones are deleted first (SPEC 9). */
export const MAX_STORED_MESSAGES = 1000;

export const getMessage = defineEndpoint({
  path: '/api/user/getMessage',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(message).extend({ noReadMessages: z.number().int().nonnegative() }),
});

/** Marks messages read; answers the unread count left. */
export const readyMessage = defineEndpoint({
  path: '/api/user/readyMessage',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ ids: z.array(id()).min(1).max(100) }),
  response: z.object({ noReadMessages: z.number().int().nonnegative() }),
});

/** Deletes every read message (no payload). */
export const delReadyMessage = defineEndpoint({
  path: '/api/user/delReadyMessage',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({ deleted: z.number().int().nonnegative() }),
});
