import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, realNameAttempts, users } from '../db/schema';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { idNumberCheckCharacter } from './rules/idNumber';

const PARALLEL = 50;
const idNumber = (first17: string) => first17 + idNumberCheckCharacter(first17);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('real-name attempts under parallel requests (issue 13 #7)', () => {
  it(`judges one of ${PARALLEL} parallel wrong attempts and blocks the rest for the minute`, async () => {
    const { token, userId } = await createTestUser(server.database);
    const valid = idNumber('11010519900307123');
    const wrong = valid.slice(0, 17) + (valid[17] === '1' ? '2' : '1');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call(server, '/api/user/realName', { realName: '李四', idNumber: wrong }, { token }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([400, ...Array<number>(PARALLEL - 1).fill(429)]);
    const judged = await server.database.db
      .select()
      .from(realNameAttempts)
      .where(eq(realNameAttempts.userId, userId));
    expect(judged).toHaveLength(1);
  });

  it('verifies one of two accounts racing with the same ID number and pays that one only', async () => {
    const number = idNumber('11010519850101002');
    const players = await Promise.all([
      createTestUser(server.database),
      createTestUser(server.database),
    ]);
    const responses = await Promise.all(
      players.map(({ token }) =>
        call(
          server,
          '/api/user/realName',
          { realName: '赵六', idNumber: number },
          { token, headers: { 'accept-language': 'en' } },
        ),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.status === 409);
    expect(refused?.body.msg).toBe('This ID card number has already verified another account');
    const holders = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.idNumber, number));
    expect(holders).toHaveLength(1);
    const paid = await server.database.db.select({ userId: ledger.userId }).from(ledger);
    const paidPlayers = paid.filter((row) => players.some((p) => p.userId === row.userId));
    expect(paidPlayers).toEqual([{ userId: holders[0]?.id }]);
  });
});
