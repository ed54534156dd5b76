import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { id } from './fields';
import { isoDateTime, noPayload } from './page';

/**
 * Reservations (/m/reserve, GAMES.md section 8): upcoming events and boxes an operator announced
 * (`pnpm ops reserve-add`); a player reserves one and gets an in-site message when it opens.
 */
export const reserveEvent = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['event', 'box']),
  name: z.string(),
  details: z.string(),
  /** The box a 'box' event opens, for its openbox link. */
  boxId: z.number().int().positive().nullable(),
  opensAt: isoDateTime,
  opened: z.boolean(),
  /** Whether the viewer reserved it (false for visitors). */
  reserved: z.boolean(),
  reservations: z.number().int().nonnegative(),
});
export type ReserveEvent = z.infer<typeof reserveEvent>;

export const list = defineEndpoint({
  path: '/api/reserve/list',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: noPayload,
  response: z.object({ serverNow: isoDateTime, list: z.array(reserveEvent) }),
});

export const reserve = defineEndpoint({
  path: '/api/reserve/reserve',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ eventId: id() }),
  response: reserveEvent,
});
