import { z } from 'zod';
import { id, text } from '../contract/fields';
import { isoDateTime } from '../contract/page';
import { defineAdminEndpoint } from './adminEndpoint';
import { adminPage, adminPageOf } from './shapes';

/**
 * The audit log: one row per operator action (who, when, what, on what, before and after, why),
 * written in the action's transaction. The database refuses to update or delete a row.
 * `operatorId` null is the system operator `ops` (the command line).
 */
export const auditEntry = z.object({
  id: z.number().int().positive(),
  at: isoDateTime,
  operatorId: z.number().int().positive().nullable(),
  operatorAccount: z.string(),
  /** The action, as a `group.call` key of the role table (e.g. 'players.adjustBalance'). */
  action: z.string(),
  /** What it acted on, e.g. 'user:42', 'box:7'. */
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  /** The address the call came from; '' for the command line. */
  address: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const list = defineAdminEndpoint({
  path: '/api/admin/audit/list',
  request: adminPage.extend({
    operatorId: id().optional(),
    /** An action key, or its group ('players' matches every players.* action). */
    action: text(64).optional(),
    /** A target exactly ('user:42'). */
    target: text(64).optional(),
    from: isoDateTime.optional(),
    to: isoDateTime.optional(),
  }),
  response: adminPageOf(auditEntry),
});
