import type { OperatorRole } from '@skinbox/api/admin';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { operators } from '../db/schema';
import { AppError } from '../http/errors';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import { insertOperator, issueSetupLink } from './operatorAccounts';
import { revokeOperatorSessions } from './operatorSessions';
import { rowCount } from '../platform/paging';

/** The operator accounts' rules: each action writes its audit row in the caller's transaction. */

const summary = (row: typeof operators.$inferSelect) => ({
  account: row.account,
  name: row.name,
  roles: row.roles,
  disabled: row.disabledAt !== null,
});

async function lockOperator(tx: Db, operatorId: number) {
  const [row] = await tx.select().from(operators).where(eq(operators.id, operatorId)).for('update');
  if (!row) throw new AppError(404, 'errors.operatorNotFound');
  return row;
}

/** Refuses a change that would leave no enabled owner (nobody could then manage operators). */
async function keepAnOwner(tx: Db, changedId: number) {
  const [other] = await rowCount(
    tx,
    operators,
    and(
      ne(operators.id, changedId),
      isNull(operators.disabledAt),
      sql`'owner' = any(${operators.roles})`,
    ),
  );
  if ((other?.n ?? 0) === 0) throw new AppError(409, 'errors.operatorLastOwner');
}

export async function createOperator(
  tx: Db,
  input: { account: string; name: string; roles: readonly OperatorRole[]; reason?: string },
  operator: Operator,
  now: Date,
) {
  const created = await insertOperator(tx, input);
  const setup = await issueSetupLink(tx, created.id, now);
  const auditId = await writeAudit(tx, operator, {
    action: 'operators.create',
    target: `operator:${created.id}`,
    after: summary(created),
    reason: input.reason,
  });
  return { auditId, operatorId: created.id, setup };
}

export async function setOperatorRoles(
  tx: Db,
  input: { operatorId: number; roles: readonly OperatorRole[]; reason?: string },
  operator: Operator,
) {
  const before = await lockOperator(tx, input.operatorId);
  const roles = [...new Set(input.roles)];
  if (before.roles.includes('owner') && !roles.includes('owner')) {
    await keepAnOwner(tx, input.operatorId);
  }
  const [after] = await tx
    .update(operators)
    .set({ roles })
    .where(eq(operators.id, input.operatorId))
    .returning();
  const auditId = await writeAudit(tx, operator, {
    action: 'operators.setRoles',
    target: `operator:${input.operatorId}`,
    before: { roles: before.roles },
    after: { roles: after?.roles },
    reason: input.reason,
  });
  return { auditId };
}

/** Disabling ends every session of the operator in the same transaction. */
export async function setOperatorDisabled(
  tx: Db,
  input: { operatorId: number; disabled: boolean; reason?: string },
  operator: Operator,
) {
  const before = await lockOperator(tx, input.operatorId);
  if (input.disabled && before.roles.includes('owner')) await keepAnOwner(tx, input.operatorId);
  await tx
    .update(operators)
    .set({ disabledAt: input.disabled ? (before.disabledAt ?? sql`now()`) : null })
    .where(eq(operators.id, input.operatorId));
  if (input.disabled) await revokeOperatorSessions(tx, input.operatorId);
  const auditId = await writeAudit(tx, operator, {
    action: 'operators.setDisabled',
    target: `operator:${input.operatorId}`,
    before: { disabled: before.disabledAt !== null },
    after: { disabled: input.disabled },
    reason: input.reason,
  });
  return { auditId };
}

/** A new setup link: the password and TOTP secret are replaced when it is used. */
export async function resetOperatorSetup(
  tx: Db,
  input: { operatorId: number; reason?: string },
  operator: Operator,
  now: Date,
) {
  await lockOperator(tx, input.operatorId);
  const setup = await issueSetupLink(tx, input.operatorId, now);
  const auditId = await writeAudit(tx, operator, {
    action: 'operators.resetSetup',
    target: `operator:${input.operatorId}`,
    after: { setupExpiresAt: setup.expiresAt },
    reason: input.reason,
  });
  return { auditId, setup };
}
