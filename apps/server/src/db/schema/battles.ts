import { BATTLE_MODES, BATTLE_STATUSES, ROOM_KINDS } from '@skinbox/rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Box battles (GAMES.md section 1). A room commits its server seed at creation (the hash is
 * shown); `roundBoxIds` lists the box of each round in order. Statuses, kinds and modes are the
 * shared rules' (@skinbox/rules battleLimits.ts).
 */
export const battles = pgTable(
  'battles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ROOM_KINDS }).notNull(),
    mode: text('mode', { enum: BATTLE_MODES }).notNull(),
    status: text('status', { enum: BATTLE_STATUSES }).notNull().default('waiting'),
    creatorId: bigint('creator_id', { mode: 'number' }).notNull(),
    seatCount: smallint('seat_count').notNull(),
    roundBoxIds: jsonb('round_box_ids').$type<number[]>().notNull(),
    seatCostCents: bigint('seat_cost_cents', { mode: 'bigint' }).notNull(),
    /** scrypt hash of the room password (platform/password.ts); null for an open room. */
    passwordHash: text('password_hash'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** SHA-256 of the seats' user codes, set when the room fills. */
    publicSeed: text('public_seed'),
    winnerSeat: smallint('winner_seat'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    dissolveAt: timestamp('dissolve_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('battles_status_idx').on(t.status, t.id), index('battles_ended_idx').on(t.endedAt)],
);

/**
 * A taken seat. A player's seat holds the stake it paid into escrow; an ai bot's seat has none
 * (the house funds it, GAMES.md section 0). `totalCents` is the value it rolled, set at the start;
 * `wonCents` what it took home as winner, set at settlement (the rank sums it).
 */
export const battleSeats = pgTable(
  'battle_seats',
  {
    battleId: bigint('battle_id', { mode: 'number' })
      .notNull()
      .references(() => battles.id),
    seat: smallint('seat').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    isBot: boolean('is_bot').notNull().default(false),
    userCode: text('user_code').notNull(),
    stakeId: bigint('stake_id', { mode: 'number' }),
    totalCents: bigint('total_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wonCents: bigint('won_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.battleId, t.seat] }),
    uniqueIndex('battle_seats_user_idx').on(t.battleId, t.userId),
    index('battle_seats_player_idx').on(t.userId, t.battleId),
  ],
);

/**
 * One roll: round r, seat s, fixed when the room fills. `takenBySeat` and `bagItemId` are set at
 * settlement: the seat that took the drop home and the bag entry it became (null when an ai bot
 * took it: it goes back to the house).
 */
export const battleDrops = pgTable(
  'battle_drops',
  {
    battleId: bigint('battle_id', { mode: 'number' })
      .notNull()
      .references(() => battles.id),
    round: smallint('round').notNull(),
    seat: smallint('seat').notNull(),
    boxId: integer('box_id').notNull(),
    itemId: integer('item_id').notNull(),
    ticket: integer('ticket').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    takenBySeat: smallint('taken_by_seat'),
    bagItemId: bigint('bag_item_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.battleId, t.round, t.seat] })],
);
