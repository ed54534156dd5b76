import { randomUUID } from 'node:crypto';
import { AccountKind, centsToMoney, moneyToCents } from '@skinbox/api';
import type { AdminCurrency } from '@skinbox/api/admin';
import { and, eq, isNotNull } from 'drizzle-orm';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import { newSpreadCode } from '../auth/accounts';
import { hashPassword } from '../platform/password';
import { revokeAllSessions } from '../auth/sessions';
import type { Db } from '../db/database';
import { balances, playerLimits, users } from '../db/schema';
import { AppError } from '../http/errors';
import { sendMessage } from '../messages/actions';
import { credit, debit } from '../money/ledger';
import { requirePlayer } from './queries';

/**
 * The operators' rules for a player's account: each takes the caller's transaction, the input
 * and the operator, changes what it changes and writes the audit row beside it. The back office
 * and the `pnpm ops` verbs call these and nothing else.
 */

const target = (userId: number) => `user:${userId}`;

async function lockPlayer(tx: Db, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError(404, 'errors.playerNotFound');
  return row;
}

/**
 * Bans a player: every session ends in this transaction and sign-in is refused with
 * errors.accountBanned (auth/banSignIn.ts) until the ban is lifted. The caller tells the
 * server processes to forget the sessions once this commits (SessionCache.forgetUser).
 */
export async function banPlayer(
  tx: Db,
  input: { userId: number; reason: string },
  operator: Operator,
  now: Date,
) {
  const before = await lockPlayer(tx, input.userId);
  if (before.bannedAt) throw new AppError(409, 'errors.playerBannedAlready');
  const [after] = await tx
    .update(users)
    .set({ bannedAt: now, banReason: input.reason })
    .where(eq(users.id, input.userId))
    .returning({ bannedAt: users.bannedAt });
  await revokeAllSessions(tx, input.userId, now);
  const auditId = await writeAudit(tx, operator, {
    action: 'players.ban',
    target: target(input.userId),
    before: { bannedAt: null },
    after: { bannedAt: after?.bannedAt, banReason: input.reason },
    reason: input.reason,
  });
  return { auditId };
}

export async function unbanPlayer(
  tx: Db,
  input: { userId: number; reason: string },
  operator: Operator,
) {
  const before = await lockPlayer(tx, input.userId);
  if (!before.bannedAt) throw new AppError(409, 'errors.playerNotBanned');
  await tx
    .update(users)
    .set({ bannedAt: null, banReason: null })
    .where(and(eq(users.id, input.userId), isNotNull(users.bannedAt)));
  const auditId = await writeAudit(tx, operator, {
    action: 'players.unban',
    target: target(input.userId),
    before: { bannedAt: before.bannedAt, banReason: before.banReason },
    after: { bannedAt: null },
    reason: input.reason,
  });
  return { auditId };
}

const KIND_NAMES = Object.fromEntries(
  Object.entries(AccountKind).map(([name, value]) => [value, name]),
) as Record<number, string>;

/** Changes the account kind (general, anchor, ai, test: GAMES.md section 0). */
export async function setPlayerKind(
  tx: Db,
  input: { userId: number; kind: AccountKind; reason?: string },
  operator: Operator,
) {
  const before = await lockPlayer(tx, input.userId);
  await tx.update(users).set({ userType: input.kind }).where(eq(users.id, input.userId));
  const auditId = await writeAudit(tx, operator, {
    action: 'players.setKind',
    target: target(input.userId),
    before: { kind: KIND_NAMES[before.userType] },
    after: { kind: KIND_NAMES[input.kind] },
    reason: input.reason,
  });
  return { auditId };
}

/** The reserve status SPEC's battle pages ask for (1 opens them). */
export async function setReserveStatus(
  tx: Db,
  input: { userId: number; reserveStatus: number; reason?: string },
  operator: Operator,
) {
  const before = await lockPlayer(tx, input.userId);
  await tx
    .update(users)
    .set({ reserveStatus: input.reserveStatus })
    .where(eq(users.id, input.userId));
  const auditId = await writeAudit(tx, operator, {
    action: 'players.setReserveStatus',
    target: target(input.userId),
    before: { reserveStatus: before.reserveStatus },
    after: { reserveStatus: input.reserveStatus },
    reason: input.reason,
  });
  return { auditId };
}

/** The ledger kind of an operator's adjustment; its reference names the audit-visible id. */
export const ADJUSTMENT_KIND = 'admin.adjust';

/**
 * Adjusts a balance by a ledger row against a named system account, never by a direct write: a
 * positive amount is paid from `account`, a negative one taken back to it by the conditional
 * debit (409 errors.insufficientBalance when the balance is short). The balance row is locked
 * first, so the audit's before and after are exact.
 */
export async function adjustBalance(
  tx: Db,
  input: {
    userId: number;
    currency: AdminCurrency;
    amount: string;
    account: 'house' | 'promotions';
    reason: string;
  },
  operator: Operator,
) {
  await requirePlayer(tx, input.userId);
  await tx
    .insert(balances)
    .values({ userId: input.userId, currency: input.currency })
    .onConflictDoNothing();
  const [locked] = await tx
    .select({ cents: balances.cents })
    .from(balances)
    .where(and(eq(balances.userId, input.userId), eq(balances.currency, input.currency)))
    .for('update');
  const beforeCents = locked?.cents ?? 0n;
  const negative = input.amount.startsWith('-');
  const cents = moneyToCents(negative ? input.amount.slice(1) : input.amount);
  const reference = `adjust:${randomUUID()}`;
  const movement = {
    userId: input.userId,
    currency: input.currency,
    cents,
    kind: ADJUSTMENT_KIND,
    reference,
    account: input.account,
  };
  const afterCents = negative ? await debit(tx, movement) : await credit(tx, movement);
  const auditId = await writeAudit(tx, operator, {
    action: 'players.adjustBalance',
    target: target(input.userId),
    before: { currency: input.currency, balance: centsToMoney(beforeCents) },
    after: {
      currency: input.currency,
      balance: centsToMoney(afterCents),
      amount: input.amount,
      account: input.account,
      ledgerReference: reference,
    },
    reason: input.reason,
  });
  return { auditId, balance: centsToMoney(afterCents) };
}

/**
 * Clears a cool-off or self-exclusion that has run its course. One that still runs is never
 * shortened (the limits contract: a pause can be lengthened, never shortened), by anyone.
 */
export async function endPause(
  tx: Db,
  input: { userId: number; reason: string },
  operator: Operator,
  now: Date,
) {
  await requirePlayer(tx, input.userId);
  const [row] = await tx
    .select()
    .from(playerLimits)
    .where(eq(playerLimits.userId, input.userId))
    .for('update');
  if (!row?.pausedUntil) throw new AppError(409, 'errors.pauseNone');
  if (row.pausedUntil > now) throw new AppError(409, 'errors.pauseRunning');
  await tx
    .update(playerLimits)
    .set({ pausedUntil: null, pauseKind: null, updatedAt: now })
    .where(and(eq(playerLimits.userId, input.userId), isNotNull(playerLimits.pausedUntil)));
  const auditId = await writeAudit(tx, operator, {
    action: 'players.endPause',
    target: target(input.userId),
    before: { pausedUntil: row.pausedUntil, pauseKind: row.pauseKind },
    after: { pausedUntil: null },
    reason: input.reason,
  });
  return { auditId };
}

/** An operator's in-site message, written in one language as typed. */
export async function sendPlayerMessage(
  tx: Db,
  input: { userId: number; title: string; content: string },
  operator: Operator,
) {
  await requirePlayer(tx, input.userId);
  await sendMessage(tx, input.userId, { title: input.title, content: input.content });
  const auditId = await writeAudit(tx, operator, {
    action: 'players.sendMessage',
    target: target(input.userId),
    after: { title: input.title, content: input.content },
  });
  return { auditId };
}

/**
 * A player account made by an operator (for testing, or a house account: `pnpm ops user-create`),
 * with its password hashed like a registration's; 409 errors.mobileRegistered when taken.
 */
export async function createPlayerAccount(
  tx: Db,
  input: {
    mobile: string;
    password: string;
    nickName: string;
    kind: AccountKind;
    vipGrowthCents: bigint;
  },
  operator: Operator,
) {
  const [created] = await tx
    .insert(users)
    .values({
      account: input.mobile,
      mobile: input.mobile,
      passwordHash: await hashPassword(input.password),
      nickName: input.nickName,
      userType: input.kind,
      vipGrowth: input.vipGrowthCents,
      spreadCode: newSpreadCode(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) throw new AppError(409, 'errors.mobileRegistered');
  const auditId = await writeAudit(tx, operator, {
    action: 'players.create',
    target: target(created.id),
    after: { mobile: input.mobile, nickName: input.nickName, kind: KIND_NAMES[input.kind] },
  });
  return { auditId, userId: created.id };
}
