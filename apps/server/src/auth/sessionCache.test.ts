import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { NoticeListeners, type ProcessNotices } from '../socket/hub';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';
import { SESSION_CACHE_MS, SessionCache } from './sessionCache';
import { hashToken } from './tokens';

/** Two processes' notices in one: what one sends, both hear (as through Redis). */
function sharedNotices(): ProcessNotices {
  const listeners = new NoticeListeners();
  return {
    notifyProcesses: async (topic, key) => listeners.dispatch(topic, key),
    onProcessNotice: (topic, listener) => listeners.add(topic, listener),
  };
}

describe('the session cache', () => {
  let database: TestDatabase;
  let clock = Date.now();
  const now = () => clock;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  /** Revokes in the database only, as another program would, without telling any process. */
  const revokeBehindItsBack = (token: string) =>
    database.db
      .update(sessions)
      .set({ revokedAt: new Date(clock) })
      .where(eq(sessions.tokenHash, hashToken(token)));

  it('answers from memory until SESSION_CACHE_MS has passed, then asks the database again', async () => {
    const cache = new SessionCache(database.db, sharedNotices(), now);
    const { token, userId } = await createTestUser(database);
    expect(await cache.userIdOfToken(token)).toBe(userId);
    await revokeBehindItsBack(token);
    clock += SESSION_CACHE_MS - 1;
    expect(await cache.userIdOfToken(token)).toBe(userId);
    clock += 1;
    expect(await cache.userIdOfToken(token)).toBeNull();
  });

  it('forgets a token on every process sharing the notices, at once', async () => {
    const notices = sharedNotices();
    const here = new SessionCache(database.db, notices, now);
    const there = new SessionCache(database.db, notices, now);
    const { token, userId } = await createTestUser(database);
    expect(await there.userIdOfToken(token)).toBe(userId);
    await revokeBehindItsBack(token);
    await here.forgetToken(token);
    expect(await there.userIdOfToken(token)).toBeNull();
  });

  it('forgets every session of a user, and only theirs', async () => {
    const notices = sharedNotices();
    const here = new SessionCache(database.db, notices, now);
    const there = new SessionCache(database.db, notices, now);
    const user = await createTestUser(database);
    const secondDevice = await createTestUser(database);
    await database.db
      .update(sessions)
      .set({ userId: user.userId })
      .where(eq(sessions.tokenHash, hashToken(secondDevice.token)));
    const bystander = await createTestUser(database);
    for (const token of [user.token, secondDevice.token, bystander.token]) {
      await there.userIdOfToken(token);
    }
    await revokeBehindItsBack(user.token);
    await revokeBehindItsBack(secondDevice.token);
    await revokeBehindItsBack(bystander.token);
    await here.forgetUser(user.userId);
    expect(await there.userIdOfToken(user.token)).toBeNull();
    expect(await there.userIdOfToken(secondDevice.token)).toBeNull();
    // Not forgotten: still believed until the cache time runs out.
    expect(await there.userIdOfToken(bystander.token)).toBe(bystander.userId);
  });

  it('refuses a cached session once it has expired', async () => {
    const cache = new SessionCache(database.db, sharedNotices(), now);
    const { token, userId } = await createTestUser(database);
    const [session] = await database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(await cache.userIdOfToken(token)).toBe(userId);
    clock = (session?.expiresAt.getTime() ?? 0) + 1;
    expect(await cache.userIdOfToken(token)).toBeNull();
    clock = Date.now();
  });

  it('does not keep what a lookup read before a forget that overtook it', async () => {
    const notices = sharedNotices();
    const cache = new SessionCache(database.db, notices, now);
    const { token, userId } = await createTestUser(database);
    const lookup = cache.userIdOfToken(token);
    // The revocation commits and is announced while the lookup's answer is on its way.
    await revokeBehindItsBack(token);
    await cache.forgetToken(token);
    expect(await lookup).toBe(userId);
    expect(await cache.userIdOfToken(token)).toBeNull();
  });

  it('does not remember unknown tokens', async () => {
    const cache = new SessionCache(database.db, sharedNotices(), now);
    expect(await cache.userIdOfToken('no-such-token')).toBeNull();
  });
});
