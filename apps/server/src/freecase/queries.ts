import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { freeCaseOpens } from '../db/schema';

/** Whether the player opened the free case on the site day `day`. */
export async function openedOn(db: Db, userId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: freeCaseOpens.userId })
    .from(freeCaseOpens)
    .where(and(eq(freeCaseOpens.userId, userId), eq(freeCaseOpens.day, day)));
  return row !== undefined;
}
