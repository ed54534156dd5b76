import { z } from 'zod';
import { id, text } from '../contract/fields';
import { isoDateTime, noPayload } from '../contract/page';
import { defineAdminEndpoint } from './adminEndpoint';
import { operatorRole } from './roles';
import { operatorAccount } from './session';
import { auditReceipt, operatorSummary, optionalReason } from './shapes';

/** The owner's calls for the operator accounts. */

export const operatorRow = operatorSummary.extend({
  /** False until the setup link was used. */
  enrolled: z.boolean(),
  disabledAt: isoDateTime.nullable(),
  lastSeenAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type OperatorRow = z.infer<typeof operatorRow>;

const roles = z.array(operatorRole).min(1, 'errors.operatorRolesRequired').max(5);

/** A setup link (SETUP_PATH with its one-time token) and when it expires. */
export const setupLink = z.object({ link: z.string(), expiresAt: isoDateTime });

export const list = defineAdminEndpoint({
  path: '/api/admin/operators/list',
  request: noPayload,
  response: z.array(operatorRow),
});

export const create = defineAdminEndpoint({
  path: '/api/admin/operators/create',
  request: z.object({
    account: operatorAccount,
    name: text(40).trim().min(1, 'errors.adminNameRequired'),
    roles,
    reason: optionalReason,
  }),
  response: auditReceipt.extend({ operatorId: z.number().int().positive(), setup: setupLink }),
});

export const setRoles = defineAdminEndpoint({
  path: '/api/admin/operators/setRoles',
  request: z.object({ operatorId: id(), roles, reason: optionalReason }),
  response: auditReceipt,
});

/** Disabling ends every session of the operator at once; enabling lets them sign in again. */
export const setDisabled = defineAdminEndpoint({
  path: '/api/admin/operators/setDisabled',
  request: z.object({ operatorId: id(), disabled: z.boolean(), reason: optionalReason }),
  response: auditReceipt,
});

/** A new setup link: the password and the TOTP secret are replaced when it is used. */
export const resetSetup = defineAdminEndpoint({
  path: '/api/admin/operators/resetSetup',
  request: z.object({ operatorId: id(), reason: optionalReason }),
  response: auditReceipt.extend({ setup: setupLink }),
});
