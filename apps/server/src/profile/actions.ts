import { AVATAR_UPLOAD_VIP_LEVEL } from '@skinbox/api';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { isUniqueViolation, normaliseCode } from '../auth/accounts';
import { submitAvatarForReview } from '../avatars/actions';
import { avatarFrame, stockAvatar } from '../avatars/queries';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import { AppError } from '../http/errors';
import { hashPassword, verifyPassword } from '../platform/password';
import { loadUser } from '../platform/loadUser';
import { bindInviter } from '../referral/actions';
import { raiseVipLevel } from '../vip/actions';

/** What /api/user/update may change; a field left out stays as it is. */
export interface ProfileUpdate {
  nickName?: string | undefined;
  sex?: 0 | 1 | 2 | undefined;
  /** A stock avatar's id. */
  avaterId?: number | undefined;
  /** A frame's id; 0 removes the frame. */
  avaterFrameId?: number | undefined;
  /** An uploaded picture's URL: it goes to review and becomes the avatar only once passed. */
  uploadedAvater?: string | undefined;
}

/**
 * The player changes their nickname, sex, avatar or frame: a frame needs its VIP level, and an
 * uploaded avatar AVATAR_UPLOAD_VIP_LEVEL before it goes to review. The profile row is written
 * last, once every check has passed.
 */
export async function updateProfile(db: Db, userId: number, input: ProfileUpdate): Promise<void> {
  const me = await loadUser(db, userId);
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.nickName !== undefined) changes.nickName = input.nickName;
  if (input.sex !== undefined) changes.sex = input.sex;
  if (input.avaterId !== undefined) {
    const avatar = await stockAvatar(db, input.avaterId);
    if (!avatar) throw new AppError(404, 'errors.notFound');
    changes.avatar = avatar.image;
  }
  if (input.avaterFrameId !== undefined) {
    if (input.avaterFrameId === 0) changes.avatarFrame = '';
    else {
      const frame = await avatarFrame(db, input.avaterFrameId);
      if (!frame) throw new AppError(404, 'errors.notFound');
      if ((await raiseVipLevel(db, me)) < frame.vipLevel) {
        throw new AppError(403, 'errors.avatarFrameNeedsVip', { level: frame.vipLevel });
      }
      changes.avatarFrame = frame.image;
    }
  }
  if (input.uploadedAvater !== undefined) {
    if ((await raiseVipLevel(db, me)) < AVATAR_UPLOAD_VIP_LEVEL) {
      throw new AppError(403, 'errors.avatarNeedsVip', { level: AVATAR_UPLOAD_VIP_LEVEL });
    }
    await submitAvatarForReview(db, userId, input.uploadedAvater);
  }
  if (Object.keys(changes).length > 0) {
    await db.update(users).set(changes).where(eq(users.id, userId));
  }
}

/**
 * A new password once the old one is right; every session of the player's but the one asking
 * (`keptTokenHash`) is signed out with it, in one transaction.
 */
export async function changePassword(
  db: Db,
  userId: number,
  { oldPassword, password }: { oldPassword: string; password: string },
  keptTokenHash: string,
  now: Date,
): Promise<void> {
  const me = await loadUser(db, userId);
  if (!(await verifyPassword(oldPassword, me.passwordHash))) {
    throw new AppError(400, 'errors.oldPasswordWrong');
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          ne(sessions.tokenHash, keptTokenHash),
        ),
      );
  });
}

/** The inviter's code, changed once; 409 when changed before. */
export async function changeInvitationCode(
  db: Db,
  userId: number,
  invitationCode: string,
): Promise<void> {
  const me = await loadUser(db, userId);
  if (me.invitationCodeChanged) throw new AppError(409, 'errors.invitationCodeChangedOnce');
  await bindInviter(db, userId, invitationCode);
}

/** The player's own spread code, changed once; 409 when changed before or taken by another. */
export async function changeSpreadCode(db: Db, userId: number, spreadCode: string): Promise<void> {
  const me = await loadUser(db, userId);
  if (me.spreadCodeChanged) throw new AppError(409, 'errors.spreadCodeChangedOnce');
  try {
    const changed = await db
      .update(users)
      .set({ spreadCode: normaliseCode(spreadCode), spreadCodeChanged: true })
      .where(and(eq(users.id, userId), eq(users.spreadCodeChanged, false)))
      .returning({ id: users.id });
    if (changed.length === 0) throw new AppError(409, 'errors.spreadCodeChangedOnce');
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'errors.spreadCodeTaken');
    throw error;
  }
}

/** The player's Steam trade URL, bound once; 409 when one is bound already. */
export async function bindSteam(db: Db, userId: number, steamUrl: string): Promise<void> {
  const bound = await db
    .update(users)
    .set({ steamUrl })
    .where(and(eq(users.id, userId), isNull(users.steamUrl)))
    .returning({ id: users.id });
  if (bound.length === 0) throw new AppError(409, 'errors.steamUrlBound');
}
