import { session } from '@skinbox/api/admin';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operatorSessions, operators } from '../db/schema';
import { runOps } from '../ops/run';
import { apiCaller } from '../testing/api';
import { createTestOperator, TEST_OPERATOR_PASSWORD, totpNow } from '../testing/operators';
import { startTestServer, type TestServer } from '../testing/testServer';

const STEP_MS = 30_000;
let server: TestServer;
const visitor = () => apiCaller(server);
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the first owner: an ops verb, a one-time setup link, TOTP', () => {
  it('enrols with the link once, then signs in with password and a fresh code only', async () => {
    const printed = await runOps(
      ['operator-create', '--account', 'boss', '--name', 'Boss'],
      server.database,
    );
    const link = printed.find((line) => line.includes(session.SETUP_PATH)) ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [created] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operators.create'));
    expect(created).toMatchObject({
      operatorAccount: 'ops',
      operatorId: null,
      target: expect.stringMatching(/^operator:\d+$/),
    });

    const info = await visitor()<{ account: string; secret: string; otpauthUri: string }>(
      '/api/admin/session/setupInfo',
      { token },
    );
    expect(info.data.account).toBe('boss');
    expect(info.data.otpauthUri).toContain(`secret=${info.data.secret}`);

    const wrongCode = await visitor()('/api/admin/session/setup', {
      token,
      password: 'a long enough password',
      code: String((Number(await totpNow(info.data.secret)) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.msg).toBe('The authenticator code is wrong or was used already');

    const enrolled = await visitor()<{ token: string; operator: { roles: string[] } }>(
      '/api/admin/session/setup',
      { token, password: 'a long enough password', code: await totpNow(info.data.secret) },
    );
    expect(enrolled.status).toBe(200);
    expect(enrolled.data.operator.roles).toEqual(['owner']);
    const again = await visitor()('/api/admin/session/setupInfo', { token });
    expect(again.status).toBe(400);
    expect(again.msg).toBe('The setup link is invalid or has expired; ask the owner for a new one');

    // The enrolment used its step's code: signing in needs a later one.
    const [boss] = await server.database.db
      .select()
      .from(operators)
      .where(eq(operators.account, 'boss'));
    const usedStep = boss?.totpLastStep ?? 0;
    const sameCode = await visitor()('/api/admin/session/login', {
      account: 'boss',
      password: 'a long enough password',
      code: await totpNow(info.data.secret, new Date(usedStep * STEP_MS)),
    });
    expect(sameCode.status).toBe(400);
    const next = await totpNow(info.data.secret, new Date((usedStep + 1) * STEP_MS));
    const wrongPassword = await visitor()('/api/admin/session/login', {
      account: 'boss',
      password: 'not the password!',
      code: next,
    });
    expect(wrongPassword.msg).toBe('The account, password or authenticator code is wrong');
    const signedIn = await visitor()<{ token: string }>('/api/admin/session/login', {
      account: 'boss',
      password: 'a long enough password',
      code: next,
    });
    expect(signedIn.status).toBe(200);
    const me = await apiCaller(
      server,
      signedIn.data.token,
    )<{ calls: string[] }>('/api/admin/session/me');
    expect(me.data.calls).toContain('operators.create');
    expect(me.data.calls).toContain('players.adjustBalance');
  });

  it('ends a session at logout, after 30 idle minutes, and when the operator is disabled', async () => {
    const one = await createTestOperator(server.database, ['support']);
    const call = apiCaller(server, one.token);
    expect((await call('/api/admin/session/me')).status).toBe(200);
    await call('/api/admin/session/logout');
    expect((await call('/api/admin/session/me')).status).toBe(401);

    const idle = await createTestOperator(server.database, ['support']);
    await server.database.db
      .update(operatorSessions)
      .set({ lastSeenAt: new Date(Date.now() - (session.OPERATOR_IDLE_MINUTES * 60_000 + 1000)) })
      .where(eq(operatorSessions.operatorId, idle.operatorId));
    expect((await apiCaller(server, idle.token)('/api/admin/session/me')).status).toBe(401);

    const expired = await createTestOperator(server.database, ['support']);
    await server.database.db
      .update(operatorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operatorSessions.operatorId, expired.operatorId));
    expect((await apiCaller(server, expired.token)('/api/admin/session/me')).status).toBe(401);

    const owner = await createTestOperator(server.database, ['owner']);
    const disabled = await createTestOperator(server.database, ['content']);
    const done = await apiCaller(server, owner.token)('/api/admin/operators/setDisabled', {
      operatorId: disabled.operatorId,
      disabled: true,
      reason: 'left the team',
    });
    expect(done.status).toBe(200);
    expect((await apiCaller(server, disabled.token)('/api/admin/session/me')).status).toBe(401);
    const relogin = await visitor()('/api/admin/session/login', {
      account: disabled.account,
      password: TEST_OPERATOR_PASSWORD,
      code: await totpNow(disabled.secret),
    });
    expect(relogin.status).toBe(400);
  });

  it('keeps an enabled owner', async () => {
    const owner = await createTestOperator(server.database, ['owner']);
    await server.database.db
      .update(operators)
      .set({ disabledAt: new Date() })
      .where(ne(operators.id, owner.operatorId));
    const call = apiCaller(server, owner.token);
    const demote = await call('/api/admin/operators/setRoles', {
      operatorId: owner.operatorId,
      roles: ['finance'],
    });
    expect(demote.status).toBe(409);
    expect(demote.msg).toBe('At least one owner must remain enabled');
    const disable = await call('/api/admin/operators/setDisabled', {
      operatorId: owner.operatorId,
      disabled: true,
    });
    expect(disable.status).toBe(409);
    const [still] = await server.database.db
      .select()
      .from(operators)
      .where(eq(operators.id, owner.operatorId));
    expect(still).toMatchObject({ roles: ['owner'], disabledAt: null });
  });

  it('limits sign-in tries per account, whatever the address', async () => {
    const target = await createTestOperator(server.database, ['finance']);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await visitor()('/api/admin/session/login', {
        account: target.account,
        password: 'wrong password guess',
        code: '000000',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
