import { sql } from 'drizzle-orm';
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

/**
 * One recharge of an invited player, as the referral saw it (GAMES.md section 7): the inviter it
 * paid, the recharge (its ledger reference, 'order:12' or 'card:…', unique, so a recharge pays its
 * inviter once), the bonus ratio of the inviter's tier at that moment and the reward credited (0
 * when the tier pays nothing). spreadUserDetail lists these; spreadRewardAmount sums them.
 */
export const spreadRewards = pgTable(
  'spread_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inviterId: bigint('inviter_id', { mode: 'number' }).notNull(),
    inviteeId: bigint('invitee_id', { mode: 'number' }).notNull(),
    rechargeReference: text('recharge_reference').notNull(),
    rechargeCents: bigint('recharge_cents', { mode: 'bigint' }).notNull(),
    basisPoints: integer('basis_points').notNull(),
    rewardCents: bigint('reward_cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('spread_rewards_recharge_idx').on(t.rechargeReference),
    index('spread_rewards_inviter_idx').on(t.inviterId, t.inviteeId, t.id),
    check('spread_rewards_not_negative', sql`${t.rewardCents} >= 0`),
  ],
);

/**
 * A spread box (SPEC's spreadBoxCount): earned once per invited player, when that player's
 * recharges first reach the configured threshold, and opened by the inviter like a welfare box
 * (a roll with the prefix 'spread'). Unopened ones are the count getInfo shows.
 */
export const spreadBoxes = pgTable(
  'spread_boxes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inviterId: bigint('inviter_id', { mode: 'number' }).notNull(),
    inviteeId: bigint('invitee_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    rollId: bigint('roll_id', { mode: 'number' }),
    bagItemId: bigint('bag_item_id', { mode: 'number' }),
    priceCents: bigint('price_cents', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('spread_boxes_invitee_idx').on(t.inviterId, t.inviteeId),
    index('spread_boxes_unopened_idx')
      .on(t.inviterId, t.id)
      .where(sql`${t.openedAt} is null`),
  ],
);
