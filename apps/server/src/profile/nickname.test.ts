import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REFUSAL =
  'The nickname may not contain control characters, text-direction marks or angle brackets';

describe('nicknames shown to every visitor (issue 13 #12)', () => {
  it.each([
    ['a bidi override and a bell', 'a\u202ebc\u0007d'],
    ['a right-to-left mark', 'abc\u200fdef'],
    ['an isolate', 'ab\u2067cd'],
    ['a NUL', 'abc\u0000d'],
    ['markup', '<i>hi</i>'],
    ['an image tag', '<img src>'],
  ])('refuses %s with a translated 400 and keeps the old name', async (_name, nickName) => {
    const { token, userId } = await createTestUser(server.database, { nickName: 'Before' });
    const answer = await call(
      server,
      '/api/user/update',
      { nickName },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(answer.body).toEqual({ code: 400, msg: REFUSAL });
    const [row] = await server.database.db
      .select({ nickName: users.nickName })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.nickName).toBe('Before');
  });

  it('answers in Chinese by default', async () => {
    const { token } = await createTestUser(server.database);
    const answer = await call(server, '/api/user/update', { nickName: 'a\u202ebc' }, { token });
    expect(answer.body.msg).toBe('昵称不能包含控制字符、文字方向符号或尖括号');
  });

  it('accepts a name in any script, emoji and ampersands included', async () => {
    const { token, userId } = await createTestUser(server.database);
    const answer = await call(server, '/api/user/update', { nickName: 'Tôi & 玩家👍' }, { token });
    expect(answer.status).toBe(200);
    const [row] = await server.database.db
      .select({ nickName: users.nickName })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.nickName).toBe('Tôi & 玩家👍');
  });
});
