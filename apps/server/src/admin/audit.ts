import type { AuditEntry } from '@skinbox/api/admin';
import { and, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';
import type { PageRequest } from '../platform/paging';
import { readPage, rowCount } from '../platform/paging';

export interface AuditFilter extends PageRequest {
  operatorId?: number;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

/** The audit log, newest first, filtered; `action` matches a key or a whole group ('players'). */
export async function listAudit(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.operatorId !== undefined) conditions.push(eq(auditLog.operatorId, filter.operatorId));
  if (filter.action) {
    const escaped = filter.action.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(
      or(eq(auditLog.action, filter.action), like(auditLog.action, `${escaped}.%`)) as SQL,
    );
  }
  if (filter.target) conditions.push(eq(auditLog.target, filter.target));
  if (filter.from) conditions.push(gte(auditLog.at, new Date(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, new Date(filter.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { rows, total } = await readPage(
    filter,
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).$dynamic(),
    rowCount(db, auditLog, where),
  );
  return {
    total,
    list: rows.map((row): AuditEntry => ({
      id: row.id,
      at: row.at.toISOString(),
      operatorId: row.operatorId,
      operatorAccount: row.operatorAccount,
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
      reason: row.reason,
      address: row.address,
    })),
  };
}
