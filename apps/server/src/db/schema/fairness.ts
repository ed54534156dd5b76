import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * DESIGN section 3: a user's seed pairs. One active pair per user (`retiredAt` null); retiring it
 * (the user changes the client seed) reveals its server seed. Kept forever so any roll can be
 * re-derived.
 */
export const seedPairs = pgTable(
  'seed_pairs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next roll. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seed_pairs_one_active')
      .on(t.userId)
      .where(sql`${t.retiredAt} is null`),
  ],
);

/** Every roll made: enough to recompute it with packages/fairness `roll`. */
export const rolls = pgTable(
  'rolls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).notNull(),
    game: text('game').notNull(),
    nonce: integer('nonce').notNull(),
    cursor: integer('cursor').notNull(),
    ticket: integer('ticket').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rolls_user_idx').on(t.userId, t.id)],
);
