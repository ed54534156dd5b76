import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A player (SPEC section 3 "User state": base and ext). Balances are not here: they live on the
 * ledger of apps/server/src/money (DESIGN section 2).
 *
 * - `spreadCode` is the player's own referral code, which others enter as their invite code
 *   (changeable once, `spreadCodeChanged`).
 * - `invitationCode` is the spread code of the inviter the player is bound to (`inviterId`), set at
 *   registration or once later (`invitationCodeChanged`); null when nobody invited the player.
 * - `vipGrowth` is in cents: 1 growth per coin recharged (SERVER-II's recharge adds to it).
 *   `vipLevel` is the highest level reached, so a change of the level table never demotes anyone.
 * - `avatarStatus`: null when no upload, else the state of the latest upload (avatar_upload).
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull().unique(),
    mobile: text('mobile').unique(),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull(),
    avatar: text('avatar').notNull().default(''),
    avatarFrame: text('avatar_frame').notNull().default(''),
    avatarStatus: smallint('avatar_status'),
    platformId: bigint('platform_id', { mode: 'number' }).notNull().default(1),
    channelCode: text('channel_code').notNull().default(''),
    userType: smallint('user_type').notNull().default(1),
    sex: smallint('sex').notNull().default(0),
    vipGrowth: bigint('vip_growth', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    vipLevel: smallint('vip_level').notNull().default(0),
    steamUrl: text('steam_url'),
    spreadCode: text('spread_code').notNull().unique(),
    spreadCodeChanged: boolean('spread_code_changed').notNull().default(false),
    invitationCode: text('invitation_code'),
    invitationCodeChanged: boolean('invitation_code_changed').notNull().default(false),
    inviterId: bigint('inviter_id', { mode: 'number' }),
    realName: text('real_name'),
    /** Unique: one ID number verifies one account (issue 13). */
    idNumber: text('id_number'),
    /**
     * The latest real-name attempt. An attempt is claimed by one conditional update of this
     * column (empty or older than the retry block), so parallel attempts judge one at most.
     */
    realNameAttemptAt: timestamp('real_name_attempt_at', { withTimezone: true }),
    reserveStatus: smallint('reserve_status').notNull().default(1),
    /** Set when the register red packet is claimed; a packet exists until then. */
    registerPacketClaimedAt: timestamp('register_packet_claimed_at', { withTimezone: true }),
    /**
     * Set by an operator's ban: every session is refused and nothing is paid to the account until
     * the ban is lifted (platform/standing.ts); null when the account is in good standing.
     */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
    /**
     * Set when the account is closed (the player's request or an operator's): it signs in no more
     * and what would have been paid to it afterwards is forfeited, recorded on the job that held it.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_inviter_idx').on(t.inviterId),
    uniqueIndex('users_id_number_unique').on(t.idNumber),
  ],
);

/**
 * Sign-in sessions. The bearer token is random and only its SHA-256 is stored, so a database leak
 * reveals no usable token; logout and password changes set `revokedAt`.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
