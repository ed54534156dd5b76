import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@skinbox/api/admin';
import { generate } from 'otplib';
import { openOperatorSession } from '../admin/operatorSessions';
import { newTotpSecret } from '../admin/totp';
import { hashPassword } from '../platform/password';
import type { Database } from '../db/database';
import { operators } from '../db/schema';
import { apiCaller } from './api';
import type { TestServer } from './testServer';

/** The password of every operator made by createTestOperator. */
export const TEST_OPERATOR_PASSWORD = 'operator-password-1';

let passwordHash: Promise<string> | undefined;

/**
 * An enrolled operator with `roles`, inserted straight into the database, and a session token
 * that works as `Authorization: Bearer` on the admin calls.
 */
export async function createTestOperator(
  database: Pick<Database, 'db'>,
  roles: readonly OperatorRole[],
) {
  passwordHash ??= hashPassword(TEST_OPERATOR_PASSWORD);
  const secret = newTotpSecret();
  const account = `op_${randomBytes(4).toString('hex')}`;
  const [row] = await database.db
    .insert(operators)
    .values({
      account,
      name: account,
      roles: [...roles],
      passwordHash: await passwordHash,
      totpSecret: secret,
    })
    .returning({ id: operators.id });
  if (!row) throw new Error('test operator was not inserted');
  const { token } = await openOperatorSession(database.db, row.id, new Date());
  return { operatorId: row.id, account, secret, token };
}

/** An operator signed in on `server`, with a caller for its admin calls. */
export async function operatorOn(server: TestServer, roles: readonly OperatorRole[]) {
  const operator = await createTestOperator(server.database, roles);
  return { ...operator, call: apiCaller(server, operator.token) };
}

/** The current code of a TOTP secret, as the operator's authenticator app shows it. */
export function totpNow(secret: string, at = new Date()) {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}
