import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/errors';

/** The signed-in player's row; a session whose user is gone counts as signed out. */
export async function loadUser(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError(401, 'errors.unauthorized');
  return user;
}
