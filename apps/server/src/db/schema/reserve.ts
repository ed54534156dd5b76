import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocalizedName } from './catalogue';

/**
 * An upcoming event or box players can reserve (/m/reserve, GAMES.md section 8). An operator
 * announces it with its opening time; the opening job sets `openedAt` and writes each reserving
 * player an in-site message.
 */
export const reserveEvents = pgTable('reserve_events', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['event', 'box'] }).notNull(),
  names: jsonb('names').$type<LocalizedName>().notNull(),
  details: jsonb('details').$type<LocalizedName>().notNull(),
  /** The box a 'box' event opens (its openbox page). */
  boxId: integer('box_id'),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A player's reservation; `notifiedAt` once the opening message is written. */
export const reserveSignups = pgTable(
  'reserve_signups',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => reserveEvents.id),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('reserve_signups_user_idx').on(t.userId),
  ],
);
