import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Locked value that left one player for another (issue 26, wagering/): a battle's winner takes the
 * other seats' drops, and with them as much of each loser's still-locked value as the drops were
 * worth, so a gift cannot leave its lock by being lost on purpose to another account. One row per
 * battle, loser and winner (the unique key makes a settlement move a lock once).
 */
export const wagerTransfers = pgTable(
  'wager_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromUserId: bigint('from_user_id', { mode: 'number' }).notNull(),
    toUserId: bigint('to_user_id', { mode: 'number' }).notNull(),
    /** Locked value moved, in cents. */
    cents: bigint('cents', { mode: 'bigint' }).notNull(),
    /** What moved it, e.g. 'battle:12'. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wager_transfers_move_idx').on(t.reference, t.fromUserId, t.toUserId),
    index('wager_transfers_from_idx').on(t.fromUserId),
    index('wager_transfers_to_idx').on(t.toUserId),
    check('wager_transfers_positive', sql`${t.cents} > 0`),
  ],
);
