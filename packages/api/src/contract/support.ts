import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { PLAIN_TEXT_PATTERN } from './fields';
import { isoDateTime, noPayload } from './page';

/**
 * The support inbox (customer service when no chat widget is configured, GAMES.md section 7): the
 * player writes, an operator answers (`pnpm ops support-answer`), and the answer also arrives as an
 * in-site message.
 */
export const SUPPORT_MAX_LENGTH = 500;
export const SUPPORT_RATE = { limit: 5, windowMs: 600_000 } as const;

export const supportMessage = z.object({
  id: z.number().int().positive(),
  author: z.enum(['player', 'operator']),
  body: z.string(),
  createdAt: isoDateTime,
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const thread = defineEndpoint({
  path: '/api/support/thread',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({ list: z.array(supportMessage) }),
});

export const send = defineEndpoint({
  path: '/api/support/send',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    body: z
      .string('errors.supportEmpty')
      .trim()
      .min(1, 'errors.supportEmpty')
      .max(SUPPORT_MAX_LENGTH, 'errors.supportTooLong')
      .regex(PLAIN_TEXT_PATTERN, 'errors.textInvalidCharacters'),
  }),
  response: supportMessage,
});
