import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { id, PLAIN_TEXT_PATTERN } from './fields';
import { isoDateTime } from './page';
import { MINUTE_MS } from '@skinbox/rules';

/**
 * The site-wide group chat (GAMES.md section 7): history over HTTP, new lines and deletions over
 * the socket channel CHAT_CHANNEL. Visitors read; signed-in players post plain text, at most
 * CHAT_MAX_LENGTH characters and CHAT_RATE.limit lines per CHAT_RATE.windowMs; operators mute
 * players and delete lines (`pnpm ops chat-mute`, `chat-delete`).
 */
export const CHAT_CHANNEL = 'chat:lobby';
export const CHAT_MAX_LENGTH = 200;
export const CHAT_RATE = { limit: 3, windowMs: 10_000 } as const;
/**
 * Lines the room takes from everyone together (issue 27: 40 accounts within their own rate sent
 * 77 lines a second). A room that fills it is in slow mode for `durationMs`: each player may post
 * one line every `intervalMs`, so the room's lines are shared out instead of taken by the fastest.
 */
export const CHAT_ROOM_RATE = { limit: 20, windowMs: 10_000 } as const;
export const CHAT_SLOW_MODE = { durationMs: MINUTE_MS, intervalMs: 15_000 } as const;
/** Lines the history returns at most. */
export const CHAT_HISTORY = 50;

export const chatLine = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  nickName: z.string(),
  avater: z.string(),
  avaterFrame: z.string(),
  isAnchor: z.boolean(),
  vipLevel: z.number().int().nonnegative(),
  body: z.string(),
  createdAt: isoDateTime,
});
export type ChatLine = z.infer<typeof chatLine>;

export const history = defineEndpoint({
  path: '/api/chat/history',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: z.object({ beforeId: id().optional() }),
  response: z.object({
    /** Oldest first. */
    lines: z.array(chatLine),
    /** Whether older lines exist before the first. */
    more: z.boolean(),
    /** The viewer's mute, if an operator muted them. */
    mutedUntil: isoDateTime.nullable(),
  }),
});

export const send = defineEndpoint({
  path: '/api/chat/send',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    body: z
      .string('errors.chatEmpty')
      .trim()
      .min(1, 'errors.chatEmpty')
      .max(CHAT_MAX_LENGTH, 'errors.chatTooLong')
      .regex(PLAIN_TEXT_PATTERN, 'errors.textInvalidCharacters'),
  }),
  response: chatLine,
});

/** Events on CHAT_CHANNEL: a new line, lines an operator deleted. */
export const chatEvents = {
  line: chatLine,
  deleted: z.object({ ids: z.array(z.number().int().positive()) }),
} as const;
