import { z } from 'zod';
import { boxContent } from './boxes';
import { defineEndpoint } from './endpoint';
import { goodsSummary } from './goods';
import { moneyString } from './moneySchema';
import { isoDateTime, noPayload, pageOf, pageRequest } from './page';

/**
 * Timed boxes, module Timing (SPEC sections 4, 6 and 9; DESIGN section 4): a player joins a box
 * automatically once their recharge in its period reaches the threshold (100 in the hour, 500 in
 * the day, 1000 in the week; the VIP5 and VIP10 boxes are weekly, need the weekly threshold and
 * that VIP level). At the period's end every joined player gets one free roll (game 'timebox').
 */
export const timedBoxSlot = z.enum(['hour', 'day', 'week', 'vip5', 'vip10']);
export type TimedBoxSlot = z.infer<typeof timedBoxSlot>;
export const timedBoxPeriod = z.enum(['hour', 'day', 'week']);

export const timedBoxDraw = z.object({
  id: z.number().int().positive(),
  slot: timedBoxSlot,
  /** The period's key on the site clock, e.g. '2026-11-24T13', '2026-11-24', '2026-W48'. */
  period: z.string(),
  goods: goodsSummary,
  rollId: z.number().int().positive(),
  ticket: z.number().int().min(1),
  createdAt: isoDateTime,
});
export type TimedBoxDraw = z.infer<typeof timedBoxDraw>;

export const timedBox = z.object({
  slot: timedBoxSlot,
  name: z.string(),
  image: z.string(),
  period: timedBoxPeriod,
  /** Recharge in the period that joins the box. */
  threshold: moneyString,
  /** VIP level the box needs; 0 for none. */
  vipLevel: z.number().int().nonnegative(),
  /** Expected value of the roll at today's prices. */
  value: moneyString,
  periodEnd: isoDateTime,
  /** Milliseconds until the period ends and the joined players' rolls are made. */
  remainingMs: z.number().int().nonnegative(),
  /** The player's recharge in the period so far ('0.00' for visitors). */
  recharged: moneyString,
  /** SPEC section 4: joined or not joined. */
  joined: z.boolean(),
  /** The player's last roll of this box, if any. */
  lastDraw: timedBoxDraw.nullable(),
  items: z.array(boxContent),
});
export type TimedBox = z.infer<typeof timedBox>;

export const list = defineEndpoint({
  path: '/api/timebox/list',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: noPayload,
  response: z.object({
    serverNow: isoDateTime,
    vipLevel: z.number().int().nonnegative(),
    boxes: z.array(timedBox),
  }),
});

/** The player's timed-box rolls, newest first. */
export const draws = defineEndpoint({
  path: '/api/timebox/draws',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(timedBoxDraw),
});
