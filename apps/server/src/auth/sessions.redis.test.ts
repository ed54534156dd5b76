import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/http';
import { startServerProcess, type RunningServer } from '../testing/startServerProcess';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { TEST_PASSWORD, createTestUser } from '../testing/users';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Each process remembers sessions (auth/sessionCache.ts); a revocation must reach them all. */
describe('sessions across two server processes', () => {
  let database: TestDatabase;
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    [first, second] = await Promise.all([
      startServerProcess(database.url ?? '', { REDIS_URL }),
      startServerProcess(database.url ?? '', { REDIS_URL }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database.dispose();
  });

  const isValid = async (server: RunningServer, token: string) =>
    (await call<{ isValid: boolean }>(server, '/api/auth/verifyToken', {}, { token })).body.data
      ?.isValid;

  it('signs a token out on the other process as soon as the logout answers', async () => {
    const { token } = await createTestUser(database);
    expect(await isValid(second, token)).toBe(true);
    expect((await call(first, '/api/auth/logout', {}, { token })).body.code).toBe(0);
    expect(await isValid(second, token)).toBe(false);
  });

  it("signs a player's other devices out on the other process after a password change", async () => {
    const { token, mobile } = await createTestUser(database);
    const login = await call<{ token: string }>(second, '/api/auth/login', {
      type: 'password',
      account: mobile,
      password: TEST_PASSWORD,
    });
    const otherDevice = login.body.data?.token ?? '';
    expect(await isValid(second, otherDevice)).toBe(true);
    const changed = await call(
      first,
      '/api/user/changePassword',
      { oldPassword: TEST_PASSWORD, password: 'another1', confirmPassword: 'another1' },
      { token },
    );
    expect(changed.body.code).toBe(0);
    expect(await isValid(second, otherDevice)).toBe(false);
    expect(await isValid(second, token)).toBe(true);
  });
});
