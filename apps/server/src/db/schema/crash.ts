import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * GAMES.md section 2 and DESIGN section 3: a reverse SHA-256 chain of game hashes, committed by
 * the rotation (crash/rotation.ts: the ops verb `crash-chain`, the back office). `terminalHash` is
 * published on the crash page from `createdAt`, with `saltSource`: where the salt will come from,
 * a public value that does not exist yet (a future Bitcoin block's hash, as bustabit did). The
 * operator enters `salt` once it appears; only then are the chain's rounds played, each crash
 * point keyed by its hash with 'crash:' + salt (packages/fairness crashPoint), so the operator
 * could not pick a chain that suits the house. Chains committed before salts existed have neither
 * (their rounds used 'crash' alone) and are never played again. The game at `position` n uses the
 * hash n links before the terminal one (SHA-256 applied n times gives the terminal hash), so
 * positions are played 1, 2, 3, … and each revealed hash proves the one shown before it.
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    terminalHash: text('terminal_hash').notNull().unique(),
    length: integer('length').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    saltSource: text('salt_source'),
    salt: text('salt'),
    saltedAt: timestamp('salted_at', { withTimezone: true }),
  },
  (t) => [
    // A salt only for a chain that announced its source, with the moment it was entered.
    check(
      'crash_chains_salt_announced',
      sql`${t.salt} IS NULL OR (${t.saltSource} IS NOT NULL AND ${t.saltedAt} IS NOT NULL)`,
    ),
  ],
);

/** The chain's hashes, secret until their round crashes. */
export const crashHashes = pgTable(
  'crash_hashes',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [uniqueIndex('crash_hashes_position_idx').on(t.chainId, t.position)],
);

export const CRASH_ROUND_STATUSES = ['open', 'settled'] as const;

/**
 * One round. Its phase is a function of `startsAt` and `crashPoint` (crash/rules/phases.ts), so
 * only settlement is stored: 'open' until the loop settles it after the crash (also after a
 * restart), then 'settled'. `hash` and `crashPoint` stay on the server until then.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
    /** SHA-256 of `hash`: the previous round's hash (or the terminal one), shown from the start. */
    commitment: text('commitment').notNull(),
    /** Hundredths, e.g. 250 = 2.50x. */
    crashPoint: integer('crash_point').notNull(),
    houseEdge: text('house_edge').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: CRASH_ROUND_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crash_rounds_position_idx').on(t.chainId, t.position),
    // At most one round is open: a second leader cannot start a parallel round.
    uniqueIndex('crash_rounds_one_open_idx')
      .on(t.status)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const CRASH_BET_STATUSES = ['active', 'cashed', 'lost'] as const;
export type CrashBetStatus = (typeof CRASH_BET_STATUSES)[number];

/**
 * A player's bet in a round. Its stake (money/stakes.ts) is held in escrow while 'active'; a
 * cash-out moves it to 'cashed' with one conditional update, so it pays once.
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    stakeCents: bigint('stake_cents', { mode: 'bigint' }).notNull(),
    /** The escrow stake (money/stakes.ts); set in the transaction that places the bet. */
    stakeId: bigint('stake_id', { mode: 'number' }),
    /** Hundredths, or null for a manual escape only. */
    autoCashOut: integer('auto_cash_out'),
    status: text('status', { enum: CRASH_BET_STATUSES }).notNull().default('active'),
    cashedOutAt: integer('cashed_out_at'),
    payoutCents: bigint('payout_cents', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crash_bets_round_user_idx').on(t.roundId, t.userId),
    index('crash_bets_user_idx').on(t.userId, t.id),
    check('crash_bets_stake_positive', sql`${t.stakeCents} > 0`),
  ],
);
