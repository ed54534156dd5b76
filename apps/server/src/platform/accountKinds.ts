import { UNSEEN_ACCOUNT_KINDS } from '@skinbox/api';
import { notInArray } from 'drizzle-orm';
import { users } from '../db/schema';

/** `isRealPlayer` of the contract, as a filter on a query that reads `users`. */
export const realPlayerFilter = notInArray(users.userType, [...UNSEEN_ACCOUNT_KINDS]);
