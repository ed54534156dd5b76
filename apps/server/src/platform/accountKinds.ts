import { AccountKind } from '@skinbox/api';
import { notInArray } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * GAMES.md section 0 "Account kinds": ai accounts (house-funded battle bots) and test accounts
 * play like anyone, but the public never sees them: they are left out of announcements,
 * statistics and rankings. General and anchor accounts are the site's real players.
 */
const UNSEEN_KINDS: readonly number[] = [AccountKind.ai, AccountKind.test];

export function isRealPlayer(userType: number): boolean {
  return !UNSEEN_KINDS.includes(userType);
}

/** The same, as a filter on a query that reads `users`. */
export const realPlayerFilter = notInArray(users.userType, [...UNSEEN_KINDS]);
