import { randomBytes } from 'node:crypto';
import { hashPassword } from '../platform/password';
import { openSession } from '../auth/sessions';
import type { Database } from '../db/database';
import { users } from '../db/schema';

/** The password of every user made by createTestUser. */
export const TEST_PASSWORD = 'secret123';

// Hashing is deliberately slow; one hash serves every test user.
let testPasswordHash: Promise<string> | undefined;

export type TestUserOverrides = Partial<typeof users.$inferInsert>;

/**
 * Inserts a user straight into the database and opens a session. The token works as
 * `Authorization: Bearer <token>` against a test server on the same database.
 */
export async function createTestUser(
  database: Pick<Database, 'db'>,
  overrides: TestUserOverrides = {},
) {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const unique = randomBytes(5).toString('hex');
  const mobile = overrides.mobile ?? `139${String(parseInt(unique, 16) % 1e8).padStart(8, '0')}`;
  const [row] = await database.db
    .insert(users)
    .values({
      account: mobile ?? `test_${unique}`,
      mobile,
      passwordHash: await testPasswordHash,
      nickName: `tester${unique.slice(0, 4)}`,
      spreadCode: unique.slice(0, 8).toUpperCase(),
      ...overrides,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('test user was not inserted');
  const token = await openSession(database.db, row.id, new Date());
  return { userId: row.id, token, mobile };
}
