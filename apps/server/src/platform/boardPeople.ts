import { AccountKind } from '@skinbox/api';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/**
 * The players a leaderboard lists (the turnover board, the battle winnings board), read in one
 * query. Returns each one's fields as the boards' rows spell them (the contract's `avater`), blank
 * for an id not found.
 */
export async function boardPeople(db: Db, userIds: readonly number[]) {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            nickName: users.nickName,
            avatar: users.avatar,
            avatarFrame: users.avatarFrame,
            userType: users.userType,
          })
          .from(users)
          .where(inArray(users.id, [...userIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (userId: number) => {
    const person = byId.get(userId);
    return {
      nickName: person?.nickName ?? '',
      avater: person?.avatar ?? '',
      avaterFrame: person?.avatarFrame ?? '',
      isAnchor: person?.userType === AccountKind.anchor,
    };
  };
}
