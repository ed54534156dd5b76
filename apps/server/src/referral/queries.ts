import { centsToMoney } from '@skinbox/api';
import { and, desc, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/database';
import { spreadBoxes, spreadRewards, users } from '../db/schema';
import { AppError } from '../http/errors';
import { rowCount } from '../platform/paging';

/** The player's spread boxes not yet opened (SPEC spreadBoxCount). */
export async function unopenedBoxes(db: Db, userId: number): Promise<number> {
  const [row] = await rowCount(
    db,
    spreadBoxes,
    and(eq(spreadBoxes.inviterId, userId), isNull(spreadBoxes.openedAt)),
  );
  return row?.n ?? 0;
}

/** Everything the referral has credited the player, in cents (SPEC spreadRewardAmount). */
export async function rewardTotalCents(db: Db, userId: number): Promise<bigint> {
  const [row] = await db
    .select({ cents: sum(spreadRewards.rewardCents) })
    .from(spreadRewards)
    .where(eq(spreadRewards.inviterId, userId));
  return BigInt(row?.cents ?? 0);
}

/** getInfo's two referral figures. */
export async function spreadAssets(db: Db, userId: number) {
  const [boxes, reward] = await Promise.all([
    unopenedBoxes(db, userId),
    rewardTotalCents(db, userId),
  ]);
  return { spreadBoxCount: boxes, spreadRewardAmount: centsToMoney(reward) };
}

/** How many players the player invited, and the sum of their recharges the referral saw. */
export async function invitedTotals(db: Db, userId: number) {
  const [invited] = await rowCount(db, users, eq(users.inviterId, userId));
  const [recharges] = await db
    .select({ cents: sum(spreadRewards.rechargeCents) })
    .from(spreadRewards)
    .where(eq(spreadRewards.inviterId, userId));
  return { invited: invited?.n ?? 0, rechargeCents: BigInt(recharges?.cents ?? 0) };
}

const invitee = {
  userId: users.id,
  nickName: users.nickName,
  avater: users.avatar,
  avaterFrame: users.avatarFrame,
  joinedAt: users.createdAt,
  rechargeCents: sql<string>`coalesce(sum(${spreadRewards.rechargeCents}), 0)::text`,
  rewardCents: sql<string>`coalesce(sum(${spreadRewards.rewardCents}), 0)::text`,
  lastRechargeAt: sql<Date | string | null>`max(${spreadRewards.createdAt})`,
};

type InviteeRow = {
  userId: number;
  nickName: string;
  avater: string;
  avaterFrame: string;
  joinedAt: Date;
  rechargeCents: string;
  rewardCents: string;
  lastRechargeAt: Date | string | null;
};

export function presentInvitee(row: InviteeRow) {
  return {
    userId: row.userId,
    nickName: row.nickName,
    avater: row.avater,
    avaterFrame: row.avaterFrame,
    joinedAt: row.joinedAt.toISOString(),
    rechargeTotal: centsToMoney(BigInt(row.rechargeCents)),
    rewardTotal: centsToMoney(BigInt(row.rewardCents)),
    lastRechargeAt: row.lastRechargeAt === null ? null : new Date(row.lastRechargeAt).toISOString(),
  };
}

function inviteesOf(db: Db, inviterId: number, only?: number) {
  return db
    .select(invitee)
    .from(users)
    .leftJoin(
      spreadRewards,
      and(eq(spreadRewards.inviteeId, users.id), eq(spreadRewards.inviterId, inviterId)),
    )
    .where(and(eq(users.inviterId, inviterId), only === undefined ? undefined : eq(users.id, only)))
    .groupBy(users.id);
}

/** The players the player invited, newest first. */
export async function inviteePage(
  db: Db,
  inviterId: number,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [rows, totals] = await Promise.all([
    inviteesOf(db, inviterId)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    invitedTotals(db, inviterId),
  ]);
  return { list: rows.map(presentInvitee), total: totals.invited };
}

/**
 * One invited player with their recharges and the rewards each paid, newest first; a player the
 * caller did not invite is not found (no one reads another's invitees).
 */
export async function inviteeDetail(
  db: Db,
  inviterId: number,
  { userId, page, pageSize }: { userId: number; page: number; pageSize: number },
) {
  const [row] = await inviteesOf(db, inviterId, userId);
  if (!row) throw new AppError(404, 'errors.spreadUserNotFound');
  const where = and(eq(spreadRewards.inviterId, inviterId), eq(spreadRewards.inviteeId, userId));
  const [records, [total]] = await Promise.all([
    db
      .select()
      .from(spreadRewards)
      .where(where)
      .orderBy(desc(spreadRewards.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    rowCount(db, spreadRewards, where),
  ]);
  return { user: presentInvitee(row), records, total: total?.n ?? 0 };
}
