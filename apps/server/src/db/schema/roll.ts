import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Roll rooms (GAMES.md section 3). A room commits its server seed at its making (the hash is
 * shown); the draw, a job at `drawAt`, fixes the public seed from the participants and hands the
 * prizes out. Statuses and kinds are the contract's (packages/api contract/roll.ts).
 */
export const ROLL_STATUS_VALUES = ['open', 'drawn', 'returned'] as const;
export const ROLL_KIND_VALUES = ['official', 'anchor'] as const;

export const rollRooms = pgTable(
  'roll_rooms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ROLL_KIND_VALUES }).notNull(),
    /** The streamer of an anchor room; null for the operators' rooms. */
    creatorId: bigint('creator_id', { mode: 'number' }),
    name: text('name').notNull(),
    status: text('status', { enum: ROLL_STATUS_VALUES }).notNull().default('open'),
    /** scrypt hash of the room password (platform/password.ts); null for an open room. */
    passwordHash: text('password_hash'),
    rechargeMinCents: bigint('recharge_min_cents', { mode: 'bigint' }),
    rechargeSince: timestamp('recharge_since', { withTimezone: true }),
    vipLevel: smallint('vip_level'),
    cap: integer('cap').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /**
     * The operators' test seam for journeys (`pnpm ops roll-create --draw-after-join`): the first
     * join brings the draw forward to this many seconds after it.
     */
    drawAfterJoinSeconds: integer('draw_after_join_seconds'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** SHA-256 of the participant ids in join order, set by the draw. */
    publicSeed: text('public_seed'),
    prizeCents: bigint('prize_cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    index('roll_rooms_status_draw_idx').on(t.status, t.drawAt),
    index('roll_rooms_drawn_idx').on(t.drawnAt),
  ],
);

/**
 * A room's prizes in draw order (the dearest first). A house prize is a catalogue item the house
 * puts up (`bagItemId` null until the winner's bag entry is made); a streamer's prize is their own
 * bag item, staked in the room until the draw moves it to the winner or back to them. `state`
 * moves once from 'held', by compare-and-set.
 */
export const ROLL_PRIZE_SOURCES = ['house', 'bag'] as const;
export const ROLL_PRIZE_STATES = ['held', 'won', 'returned'] as const;

export const rollPrizes = pgTable(
  'roll_prizes',
  {
    rollId: bigint('roll_id', { mode: 'number' })
      .notNull()
      .references(() => rollRooms.id),
    position: smallint('position').notNull(),
    itemId: integer('item_id').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    source: text('source', { enum: ROLL_PRIZE_SOURCES }).notNull(),
    bagItemId: bigint('bag_item_id', { mode: 'number' }),
    state: text('state', { enum: ROLL_PRIZE_STATES }).notNull().default('held'),
    winnerId: bigint('winner_id', { mode: 'number' }),
    ticket: integer('ticket'),
    /** The winner's place among the participants not yet drawn (packages/fairness rollRoomDraws). */
    drawPosition: integer('draw_position'),
  },
  (t) => [
    primaryKey({ columns: [t.rollId, t.position] }),
    index('roll_prizes_winner_idx').on(t.winnerId),
  ],
);

/** A participant; `id` orders the joins, which the public seed follows. */
export const rollParticipants = pgTable(
  'roll_participants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rollId: bigint('roll_id', { mode: 'number' })
      .notNull()
      .references(() => rollRooms.id),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('roll_participants_user_idx').on(t.rollId, t.userId),
    index('roll_participants_player_idx').on(t.userId, t.rollId),
  ],
);
