import { session as sessionCalls, type OperatorRole } from '@skinbox/api/admin';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../platform/password';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { operators } from '../db/schema';
import { AppError } from '../http/errors';
import { acceptedStep, newTotpSecret, totpUri } from './totp';
import { HOUR_MS } from '@skinbox/rules';

const { SETUP_LINK_HOURS, SETUP_PATH } = sessionCalls;

export type OperatorRow = typeof operators.$inferSelect;

/**
 * A one-time setup link for `operatorId`: a new random token (only its hash is kept) and a new
 * TOTP secret to enrol, valid SETUP_LINK_HOURS. The operator's password and secret stay as they
 * were until the link is used, so a reset link that leaks changes nothing unused.
 */
export async function issueSetupLink(tx: Db, operatorId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_HOURS * HOUR_MS);
  const [row] = await tx
    .update(operators)
    .set({
      setupTokenHash: hashToken(token),
      setupSecret: newTotpSecret(),
      setupExpiresAt: expiresAt,
    })
    .where(eq(operators.id, operatorId))
    .returning({ id: operators.id });
  if (!row) throw new AppError(404, 'errors.operatorNotFound');
  return { link: `${SETUP_PATH}?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/** A new operator, without password until their setup link is used. */
export async function insertOperator(
  tx: Db,
  fields: { account: string; name: string; roles: readonly OperatorRole[] },
) {
  const [created] = await tx
    .insert(operators)
    .values({ account: fields.account, name: fields.name, roles: [...new Set(fields.roles)] })
    .onConflictDoNothing({ target: operators.account })
    .returning();
  if (!created) throw new AppError(409, 'errors.operatorExists');
  return created;
}

/** The operator a live setup token belongs to, or 404-like refusal. */
export async function operatorOfSetupToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.setupTokenHash, hashToken(token)),
        gt(operators.setupExpiresAt, now),
        isNull(operators.disabledAt),
      ),
    );
  if (!row?.setupSecret) throw new AppError(400, 'errors.operatorSetupExpired');
  return { operator: row, secret: row.setupSecret, uri: totpUri(row.setupSecret, row.account) };
}

/**
 * Uses a setup link: the first code must come from the secret the link showed (the authenticator
 * is enrolled), then the password and the secret take over and the link dies, in one update that
 * only the first of two racing uses makes.
 */
export async function completeSetup(
  db: Db,
  { token, password, code }: { token: string; password: string; code: string },
  now: Date,
) {
  const { operator, secret } = await operatorOfSetupToken(db, token, now);
  const step = await acceptedStep(secret, code, null, now);
  if (step === null) throw new AppError(400, 'errors.operatorTotpWrong');
  const passwordHash = await hashPassword(password);
  const [done] = await db
    .update(operators)
    .set({
      passwordHash,
      totpSecret: secret,
      totpLastStep: step,
      setupTokenHash: null,
      setupSecret: null,
      setupExpiresAt: null,
    })
    .where(and(eq(operators.id, operator.id), eq(operators.setupTokenHash, hashToken(token))))
    .returning();
  if (!done) throw new AppError(400, 'errors.operatorSetupExpired');
  return done;
}

// Checked when the account does not exist, so an unknown account answers as slowly.
const decoyHash = hashPassword('decoy-operator-password');

/**
 * Checks a sign-in: the password, then the code, which is accepted once (its time step is
 * stored by a conditional update, so two sign-ins racing with one code open one session). Every
 * failure is the same refusal, so an answer does not tell which part was wrong.
 */
export async function checkSignIn(
  db: Db,
  { account, password, code }: { account: string; password: string; code: string },
  now: Date,
): Promise<OperatorRow> {
  const [row] = await db.select().from(operators).where(eq(operators.account, account));
  const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash));
  if (!row?.passwordHash || !row.totpSecret || !matches || row.disabledAt) {
    throw new AppError(400, 'errors.operatorLoginFailed');
  }
  const step = await acceptedStep(row.totpSecret, code, row.totpLastStep, now);
  if (step === null) throw new AppError(400, 'errors.operatorLoginFailed');
  const [claimed] = await db
    .update(operators)
    .set({ totpLastStep: step, lastSeenAt: now })
    .where(and(eq(operators.id, row.id), sql`coalesce(${operators.totpLastStep}, -1) < ${step}`))
    .returning();
  if (!claimed) throw new AppError(400, 'errors.operatorLoginFailed');
  return claimed;
}

/** Changes the password of a signed-in operator who proves the old one and a fresh code. */
export async function changeOperatorPassword(
  db: Db,
  operatorId: number,
  { password, newPassword, code }: { password: string; newPassword: string; code: string },
  now: Date,
) {
  const [row] = await db.select().from(operators).where(eq(operators.id, operatorId));
  if (!row) throw new AppError(404, 'errors.operatorNotFound');
  await checkSignIn(db, { account: row.account, password, code }, now);
  await db
    .update(operators)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(operators.id, operatorId));
}
