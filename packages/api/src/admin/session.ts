import { z } from 'zod';
import { isoDateTime, noData, noPayload } from '../contract/page';
import { defineAdminEndpoint } from './adminEndpoint';
import { operatorSummary } from './shapes';

/**
 * Signing in to the back office: account, password and a TOTP code (RFC 6238, 6 digits, 30 s)
 * from the operator's authenticator app. A new operator (the first owner from `pnpm ops
 * operator-create`, the others from an owner) gets a one-time setup link: it shows the TOTP secret
 * to enrol, and `setup` sets the password and proves the enrolment with a first code. The token
 * an answer carries goes in `Authorization: Bearer`; a session ends after
 * OPERATOR_SESSION_HOURS, or OPERATOR_IDLE_MINUTES without a call.
 */
export const OPERATOR_SESSION_HOURS = 8;
export const OPERATOR_IDLE_MINUTES = 30;
export const SETUP_LINK_HOURS = 24;
/** Where the console takes a setup link: `${SETUP_PATH}?token=…`. */
export const SETUP_PATH = '/admin/setup';

/** Operator passwords are longer than players': 12 to 128 printable characters. */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;
export const operatorPassword = z
  .string('errors.operatorPasswordLength')
  .min(OPERATOR_PASSWORD_MIN, 'errors.operatorPasswordLength')
  .max(OPERATOR_PASSWORD_MAX, 'errors.operatorPasswordLength')
  .regex(/^[\x20-\x7e]+$/, 'errors.operatorPasswordLength');

export const OPERATOR_ACCOUNT_PATTERN = /^[a-z][a-z0-9_.-]{2,31}$/;
export const operatorAccount = z
  .string('errors.operatorAccountFormat')
  .trim()
  .toLowerCase()
  .regex(OPERATOR_ACCOUNT_PATTERN, 'errors.operatorAccountFormat');

export const totpCode = z
  .string('errors.operatorTotpFormat')
  .trim()
  .regex(/^\d{6}$/, 'errors.operatorTotpFormat');

const setupToken = z.string('errors.operatorSetupExpired').regex(/^[A-Za-z0-9_-]{20,64}$/, {
  message: 'errors.operatorSetupExpired',
});

export const signedIn = z.object({
  token: z.string(),
  expiresAt: isoDateTime,
  operator: operatorSummary,
});

export const login = defineAdminEndpoint({
  path: '/api/admin/session/login',
  auth: 'none',
  request: z.object({ account: operatorAccount, password: operatorPassword, code: totpCode }),
  response: signedIn,
});

/** What a setup link shows: whose it is and the TOTP secret to enrol (as text and otpauth URI). */
export const setupInfo = defineAdminEndpoint({
  path: '/api/admin/session/setupInfo',
  auth: 'none',
  request: z.object({ token: setupToken }),
  response: z.object({
    account: z.string(),
    name: z.string(),
    secret: z.string(),
    otpauthUri: z.string(),
    expiresAt: isoDateTime,
  }),
});

/** Sets the password, checks a first code of the enrolled secret and signs in; the link dies. */
export const setup = defineAdminEndpoint({
  path: '/api/admin/session/setup',
  auth: 'none',
  request: z.object({ token: setupToken, password: operatorPassword, code: totpCode }),
  response: signedIn,
});

/** The signed-in operator, and the calls their roles allow (`group.call` keys of roleTable.ts). */
export const me = defineAdminEndpoint({
  path: '/api/admin/session/me',
  request: noPayload,
  response: z.object({
    operator: operatorSummary,
    expiresAt: isoDateTime,
    calls: z.array(z.string()),
  }),
});

export const logout = defineAdminEndpoint({
  path: '/api/admin/session/logout',
  request: noPayload,
  response: noData,
});

export const changePassword = defineAdminEndpoint({
  path: '/api/admin/session/changePassword',
  request: z.object({ password: operatorPassword, newPassword: operatorPassword, code: totpCode }),
  response: noData,
});
