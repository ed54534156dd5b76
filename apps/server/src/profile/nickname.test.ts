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
  'The nickname may not contain control characters, invisible characters, combining marks, text-direction marks or angle brackets';

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

  // Issue 27: names that pass for someone else's, or for the house's.
  it.each([
    ['a zero-width space', 'ab\u200bcd'],
    ['a zero-width joiner between letters', 'ab\u200dcd'],
    ['a word joiner', 'abc\u2060d'],
    ['a byte-order mark', 'ab\ufeffcd'],
    ['the Hangul filler', 'ab\u3164cd'],
    ['stacked combining marks', 'a\u0301\u0301\u0301\u0301bc'],
    ['a combining mark on a digit', 'ab1\u20e3'],
  ])('refuses %s with a translated 400', async (_name, nickName) => {
    const { token } = await createTestUser(server.database);
    const answer = await call(
      server,
      '/api/user/update',
      { nickName },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(answer.body).toEqual({ code: 400, msg: REFUSAL });
  });

  it.each([
    ['官方客服'],
    ['Official'],
    ['0fficial'],
    ['Ｏｆｆｉｃｉａｌ'],
    ['\u041efficial'],
    ['官方 小王'],
    ['客服-001'],
    ['管理員'],
    ['SkinBox GM'],
    ['Admin_Li'],
    ['운영자'],
    ['Hỗ trợ'],
  ])("reserves the house's name %s with a translated 400", async (nickName) => {
    const { token, userId } = await createTestUser(server.database, { nickName: 'Before' });
    const answer = await call(
      server,
      '/api/user/update',
      { nickName },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(answer.body).toEqual({
      code: 400,
      msg: 'This nickname is reserved for the site: choose another',
    });
    const [row] = await server.database.db
      .select({ nickName: users.nickName })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.nickName).toBe('Before');
  });

  it('stores a name in its composed form, Vietnamese diacritics and joined emoji kept', async () => {
    const { token, userId } = await createTestUser(server.database);
    const decomposed = 'My\u0303❤\ufe0f👨\u200d👩';
    const answer = await call(server, '/api/user/update', { nickName: decomposed }, { token });
    expect(answer.status).toBe(200);
    const [row] = await server.database.db
      .select({ nickName: users.nickName })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.nickName).toBe('M\u1ef9❤\ufe0f👨\u200d👩');
  });

  it('refuses a reserved name at sign-up too', async () => {
    const answer = await call(
      server,
      '/api/auth/register',
      {
        mobile: '13700000001',
        code: '123456',
        password: 'secret123',
        confirmPassword: 'secret123',
        agreement: true,
        adult: true,
        nickName: '官方客服',
      },
      { headers: { 'accept-language': 'zh' } },
    );
    expect(answer.body).toEqual({ code: 400, msg: '该昵称为网站保留名称，请换一个' });
  });

  it('answers in Chinese by default', async () => {
    const { token } = await createTestUser(server.database);
    const answer = await call(server, '/api/user/update', { nickName: 'a\u202ebc' }, { token });
    expect(answer.body.msg).toBe(
      '昵称不能包含控制字符、不可见字符、组合符号、文字方向符号或尖括号',
    );
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
