import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Slider challenges (SPEC section 5): the gap position is the secret, kept here so any server
 * process can judge the answer. Single use: `usedAt` is set by the first answer, right or wrong.
 */
export const sliderChallenges = pgTable('slider_challenges', {
  id: text('id').primaryKey(),
  targetX: smallint('target_x').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * SMS verification codes, stored hashed, valid for one purpose and a few minutes, with a cap on
 * wrong guesses. `ip` feeds the per-address rate limit.
 */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verify_codes_mobile_idx').on(t.mobile, t.createdAt),
    index('verify_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** What the dev SMS provider "sends": read by `pnpm ops sms` and by the tests. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile)],
);

/** Real-name attempts: the retry-after-1-minute rule reads the latest one. */
export const realNameAttempts = pgTable(
  'real_name_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    passed: smallint('passed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('real_name_attempts_user_idx').on(t.userId, t.createdAt)],
);
