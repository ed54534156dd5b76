import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, users } from '../db/schema';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { idNumberCheckCharacter } from './rules/idNumber';

const en = { 'accept-language': 'en' };
const first17 = '44030419880808123';
const sharedNumber = first17 + idNumberCheckCharacter(first17);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('one ID number verifies one account (issue 13 #7)', () => {
  it('refuses a second account with the same number, translated, and pays it nothing', async () => {
    const first = await createTestUser(server.database);
    const second = await createTestUser(server.database);
    const verified = await call(
      server,
      '/api/user/realName',
      { realName: '张三', idNumber: sharedNumber },
      { token: first.token },
    );
    expect(verified.status).toBe(200);

    const refused = await call(
      server,
      '/api/user/realName',
      // Lower-case x or not, it is the same number.
      { realName: '李四', idNumber: sharedNumber.toLowerCase() },
      { token: second.token, headers: en },
    );
    expect(refused.body).toEqual({
      code: 409,
      msg: 'This ID card number has already verified another account',
    });
    const status = await call(server, '/api/user/queryRealName', {}, { token: second.token });
    expect(status.body.data).toMatchObject({ isVerified: false, realName: '', idNumber: '' });
    expect(
      await server.database.db.select().from(ledger).where(eq(ledger.userId, second.userId)),
    ).toEqual([]);
    const [row] = await server.database.db
      .select({ idNumber: users.idNumber, realName: users.realName })
      .from(users)
      .where(eq(users.id, second.userId));
    expect(row).toEqual({ idNumber: null, realName: null });
  });

  it('counts the refused attempt: the next one waits the minute', async () => {
    const third = await createTestUser(server.database);
    const refused = await call(
      server,
      '/api/user/realName',
      { realName: '王五', idNumber: sharedNumber },
      { token: third.token },
    );
    expect(refused.status).toBe(409);
    const again = await call(
      server,
      '/api/user/realName',
      { realName: '王五', idNumber: sharedNumber },
      { token: third.token, headers: en },
    );
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^Retry after (60|59) seconds$/);
  });
});
