import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Back-office operators (DESIGN section 4: not players). A new operator has a setup link (only
 * its token's SHA-256 is stored, with the TOTP secret it enrols and its expiry) and no password
 * until the link is used. `totpSecret` is the enrolled secret (the server must read it to check a
 * code); `totpLastStep` is the last time step a code was accepted for, so a code works once.
 */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  account: text('account').notNull().unique(),
  name: text('name').notNull(),
  roles: text('roles').array().notNull(),
  passwordHash: text('password_hash'),
  totpSecret: text('totp_secret'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  setupTokenHash: text('setup_token_hash').unique(),
  setupSecret: text('setup_secret'),
  setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An operator's sign-in: the token's SHA-256, an absolute end and the last call (idle end). */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * The audit log: one row per operator action, in the action's transaction. A trigger refuses
 * UPDATE, DELETE and TRUNCATE (migration admin_audit_append_only), so no operator and no code
 * path can rewrite what was done. `operatorId` null is the command line (`ops`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: integer('operator_id'),
    operatorAccount: text('operator_account').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_operator_idx').on(t.operatorId, t.id),
    index('audit_log_target_idx').on(t.target, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/**
 * A support conversation an operator closed without an answer: it leaves the inbox until the
 * player writes a message after `throughMessageId`.
 */
export const supportClosures = pgTable('support_closures', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  throughMessageId: bigint('through_message_id', { mode: 'number' }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
