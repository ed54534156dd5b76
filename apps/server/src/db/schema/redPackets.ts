import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A red packet an operator configured (`pnpm ops red-packet`, GAMES.md section 6). Which columns
 * mean something depends on `kind` (redpackets/rules/packets.ts reads them into one shape per
 * kind): a fixed `amountCents` (activity, recharge; the whole split of a password packet), the
 * `minCents`..`maxCents` of a lucky packet, a recharge `thresholdCents`, the `rateBasisPoints` and
 * `capCents` of rebate and loss, the `vipCents` by level, a password packet's `password`, `count`
 * and seeds. `period` is null for password packets, received once.
 */
export const RED_PACKET_KIND_VALUES = [
  'password',
  'activity',
  'lucky',
  'recharge',
  'rebate',
  'loss',
  'vip',
] as const;
export const RED_PACKET_PERIOD_VALUES = ['day', 'week', 'month', 'year'] as const;

export const redPackets = pgTable(
  'red_packets',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: RED_PACKET_KIND_VALUES }).notNull(),
    period: text('period', { enum: RED_PACKET_PERIOD_VALUES }),
    /** 'closed' packets are no longer listed or received (an operator's or the expiry job's). */
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    amountCents: bigint('amount_cents', { mode: 'bigint' }),
    minCents: bigint('min_cents', { mode: 'bigint' }),
    maxCents: bigint('max_cents', { mode: 'bigint' }),
    thresholdCents: bigint('threshold_cents', { mode: 'bigint' }),
    rateBasisPoints: integer('rate_basis_points'),
    capCents: bigint('cap_cents', { mode: 'bigint' }),
    /** Cents per period by VIP level: index 0 is VIP1. */
    vipCents: jsonb('vip_cents').$type<string[]>(),
    /** The ActivityConfig activity an activity packet belongs to. */
    activityId: integer('activity_id'),
    password: text('password'),
    count: integer('count'),
    claimedCount: integer('claimed_count').notNull().default(0),
    claimedCents: bigint('claimed_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    /** A password packet's end: the expiry job closes it and shows its seed. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('red_packets_password_idx')
      .on(t.password)
      .where(sql`${t.password} is not null and ${t.status} = 'active'`),
    uniqueIndex('red_packets_activity_idx')
      .on(t.activityId)
      .where(sql`${t.kind} = 'activity'`),
    check(
      'red_packets_split_within',
      sql`${t.claimedCount} <= coalesce(${t.count}, ${t.claimedCount})`,
    ),
  ],
);

/**
 * One red packet received: once per player, packet and period (the unique key), `period` the
 * site clock's key ('2026-11-24', '2026-W48', '2026-11', '2026'), 'once' for password packets.
 */
export const redPacketClaims = pgTable(
  'red_packet_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    packetId: integer('packet_id')
      .notNull()
      .references(() => redPackets.id),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    cents: bigint('cents', { mode: 'bigint' }).notNull(),
    /** The turnover, loss or recharge the amount was worked out from. */
    basisCents: bigint('basis_cents', { mode: 'bigint' }),
    /** A lucky packet's roll (fairness.verify). */
    rollId: bigint('roll_id', { mode: 'number' }),
    /** A password packet's place in its split (1 = first). */
    seq: integer('seq'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('red_packet_claims_once').on(t.packetId, t.userId, t.period),
    uniqueIndex('red_packet_claims_seq').on(t.packetId, t.seq),
    index('red_packet_claims_user_idx').on(t.userId, t.id),
    check('red_packet_claims_positive', sql`${t.cents} > 0`),
  ],
);
