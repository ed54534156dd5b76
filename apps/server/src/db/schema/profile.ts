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

/** In-site messages (SPEC section 3 "Message"); at most 1000 are kept per user. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /**
     * A key of the server's message catalogue (translated when read, with `params`), or null for
     * an operator's message written in one language in `title` and `content`.
     */
    template: text('template'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.createdAt)],
);

/** The stock avatars a player may pick (getAvaterList). */
export const avatars = pgTable('avatars', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  image: text('image').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/** Avatar frames; `vipLevel` is the level a player needs to wear one (SPEC section 6). */
export const avatarFrames = pgTable('avatar_frames', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull().unique(),
  vipLevel: smallint('vip_level').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

/** Uploaded avatars waiting for, or judged by, an operator (`pnpm ops avatar-review`). */
export const avatarUploads = pgTable(
  'avatar_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    image: text('image').notNull(),
    /** AvatarStatus of the contract: 1 reviewing, 2 passed, 3 failed. */
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('avatar_uploads_status_idx').on(t.status)],
);

/** The VIP level table (growth thresholds and rewards in cents); operators may edit it. */
export const vipLevels = pgTable('vip_levels', {
  level: smallint('level').primaryKey(),
  threshold: bigint('threshold', { mode: 'bigint' }).notNull(),
  reward: bigint('reward', { mode: 'bigint' }).notNull(),
});

/** One row per VIP reward a player has taken: the primary key makes a second claim impossible. */
export const vipRewardClaims = pgTable(
  'vip_reward_claims',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    level: smallint('level').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.level] })],
);

/** Files stored through the upload call (the bytes live behind the storage interface). */
export const uploads = pgTable('uploads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  type: text('type').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  mime: text('mime').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The award of each day of the sign-in week (kind 'amount' coins or 'point' points, in cents). */
export const signinAwards = pgTable('signin_awards', {
  day: smallint('day').primaryKey(),
  kind: text('kind', { enum: ['amount', 'point'] }).notNull(),
  cents: bigint('cents', { mode: 'bigint' }).notNull(),
});

/** One row per player and sign-in date: the unique key makes a second sign-in a day impossible. */
export const signinRecords = pgTable(
  'signin_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** YYYY-MM-DD in China time (signin/rules/streak.ts). */
    signDate: text('sign_date').notNull(),
    streak: integer('streak').notNull(),
    day: smallint('day').notNull(),
    kind: text('kind', { enum: ['amount', 'point'] }).notNull(),
    cents: bigint('cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('signin_records_user_date').on(t.userId, t.signDate)],
);

/** The sticker album: every sticker there is (names per language, falling back to zh). */
export const stickers = pgTable('stickers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  names: jsonb('names').$type<Partial<Record<string, string>>>().notNull(),
  image: text('image').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/** Copies a player owns and not yet activated, and when the sticker was activated. */
export const userStickers = pgTable(
  'user_stickers',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    stickerId: bigint('sticker_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stickerId] })],
);

/** The album reward, once per player (the primary key refuses a second claim). */
export const stickerRewardClaims = pgTable('sticker_reward_claims', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
