import type { Operator } from '../platform/operator';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

/*
 * The audit log's writer: every operator action in every feature writes through it (issue 29),
 * so it stands with the other foundations; the console's reading of the log is admin/audit.ts.
 */

export interface AuditRecord {
  /** A `group.call` key of the role table, or the verb's own for command-line-only actions. */
  action: string;
  /** What it acted on: 'user:42', 'box:7', 'coupon:3' … */
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** JSON-safe: bigints (cents) become decimal strings, dates ISO strings. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'bigint' ? inner.toString() : inner,
    ),
  ) as unknown;
}

/**
 * Writes the audit row of an action, in the action's transaction: the row exists exactly when
 * the change does. Returns its id, which the action answers.
 */
export async function writeAudit(tx: Db, operator: Operator, record: AuditRecord): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      operatorId: operator.id,
      operatorAccount: operator.account,
      action: record.action,
      target: record.target,
      before: plain(record.before),
      after: plain(record.after),
      reason: record.reason ?? '',
      address: operator.address,
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('the audit row was not written');
  return row.id;
}
