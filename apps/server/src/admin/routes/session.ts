import { callsOf, type OperatorRole } from '@skinbox/api/admin';
import type { ModuleDeps } from '../../platform/deps';
import { AppError } from '../../http/errors';
import { adminRoute } from '../adminRoute';
import {
  changeOperatorPassword,
  checkSignIn,
  completeSetup,
  operatorOfSetupToken,
  type OperatorRow,
} from '../operatorAccounts';
import { openOperatorSession, revokeOperatorSession } from '../operatorSessions';
import { GUESS_WINDOW_MS } from '../../auth/limits';

/**
 * Sign-in tries: per account and address, per address, and per account across addresses (so
 * guesses spread over many addresses still stop), and setup-link uses per address.
 */
export const OPERATOR_LOGIN_PER_ACCOUNT_AND_ADDRESS = { limit: 5, windowMs: GUESS_WINDOW_MS };
export const OPERATOR_LOGIN_PER_ACCOUNT = { limit: 10, windowMs: GUESS_WINDOW_MS };
export const OPERATOR_LOGIN_PER_ADDRESS = { limit: 20, windowMs: GUESS_WINDOW_MS };
export const OPERATOR_SETUP_PER_ADDRESS = { limit: 20, windowMs: GUESS_WINDOW_MS };

const summaryOf = (row: Pick<OperatorRow, 'id' | 'account' | 'name' | 'roles'>) => ({
  id: row.id,
  account: row.account,
  name: row.name,
  roles: row.roles as OperatorRole[],
});

export function registerSessionRoutes(deps: ModuleDeps) {
  const { app, db } = deps;
  const perAccountAndAddress = app.limiter(
    'admin-login-account-address',
    OPERATOR_LOGIN_PER_ACCOUNT_AND_ADDRESS,
  );
  const perAccount = app.limiter('admin-login-account', OPERATOR_LOGIN_PER_ACCOUNT);
  const perAddress = app.limiter('admin-login-address', OPERATOR_LOGIN_PER_ADDRESS);
  const setupPerAddress = app.limiter('admin-setup-address', OPERATOR_SETUP_PER_ADDRESS);
  async function within(...takes: Promise<boolean>[]) {
    if ((await Promise.all(takes)).includes(false)) throw new AppError(429, 'errors.rateLimited');
  }
  const signedIn = async (row: OperatorRow, now: Date) => {
    const session = await openOperatorSession(db, row.id, now);
    return {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      operator: summaryOf(row),
    };
  };

  adminRoute(deps, 'session.login', async (input, { request, now }) => {
    await within(
      perAddress.take(request.ip),
      perAccount.take(input.account),
      perAccountAndAddress.take(`${input.account}@${request.ip}`),
    );
    return signedIn(await checkSignIn(db, input, now), now);
  });

  adminRoute(deps, 'session.setupInfo', async (input, { request, now }) => {
    await within(setupPerAddress.take(request.ip));
    const { operator, secret, uri } = await operatorOfSetupToken(db, input.token, now);
    return {
      account: operator.account,
      name: operator.name,
      secret,
      otpauthUri: uri,
      expiresAt: (operator.setupExpiresAt ?? now).toISOString(),
    };
  });

  adminRoute(deps, 'session.setup', async (input, { request, now }) => {
    await within(setupPerAddress.take(request.ip));
    return signedIn(await completeSetup(db, input, now), now);
  });

  adminRoute(deps, 'session.me', (_input, { operator }) => ({
    operator: summaryOf(operator.session),
    expiresAt: operator.session.expiresAt.toISOString(),
    calls: callsOf(operator.roles),
  }));

  adminRoute(deps, 'session.logout', async (_input, { operator }) => {
    await revokeOperatorSession(db, operator.session.sessionId);
    return null;
  });

  adminRoute(deps, 'session.changePassword', async (input, { operator, request, now }) => {
    await within(perAccount.take(operator.account), perAddress.take(request.ip));
    await changeOperatorPassword(db, operator.id, input, now);
    return null;
  });
}
