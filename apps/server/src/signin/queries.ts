import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signinAwards, signinRecords } from '../db/schema';
import { readPage, type PageRequest, rowCount } from '../platform/paging';

/** The player's latest sign-in (its site day and streak), or null before the first. */
export async function lastSignin(db: Db, userId: number) {
  const [last] = await db
    .select({ date: signinRecords.signDate, streak: signinRecords.streak })
    .from(signinRecords)
    .where(eq(signinRecords.userId, userId))
    .orderBy(desc(signinRecords.signDate))
    .limit(1);
  return last ?? null;
}

/** The week of awards, day 1 first. */
export function signinAwardWeek(db: Db) {
  return db.select().from(signinAwards).orderBy(asc(signinAwards.day));
}

/** One page of the player's sign-ins, newest first. */
export function signinRecordPage(db: Db, userId: number, request: PageRequest) {
  const mine = eq(signinRecords.userId, userId);
  return readPage(
    request,
    db.select().from(signinRecords).where(mine).orderBy(desc(signinRecords.signDate)).$dynamic(),
    rowCount(db, signinRecords, mine),
  );
}
