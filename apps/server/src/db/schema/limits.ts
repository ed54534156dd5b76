import { bigint, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A limit's name: what it caps (deposits or net losses) over which rolling window. */
export const LIMIT_KEYS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** Limits in cents (numbers: a limit is far below 2^53 cents); a missing key means no limit. */
export type LimitValues = Partial<Record<LimitKey, number>>;

/**
 * A player's responsible-gaming settings (limits/): deposit and loss limits, a raise or removal
 * waiting out its delay (`pending` takes over at `pendingFrom`), a cool-off or self-exclusion
 * (`pausedUntil`, which nobody can shorten) and the session-time reminder. The row is locked by
 * every stake and recharge of a player who has one, so two of them never both pass a limit.
 */
export const playerLimits = pgTable('player_limits', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  limits: jsonb('limits').$type<LimitValues>().notNull().default({}),
  pending: jsonb('pending').$type<LimitValues>(),
  pendingFrom: timestamp('pending_from', { withTimezone: true }),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  pauseKind: text('pause_kind', { enum: ['coolOff', 'selfExclusion'] }),
  reminderMinutes: smallint('reminder_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
