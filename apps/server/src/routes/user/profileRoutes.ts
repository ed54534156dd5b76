import { AvatarStatus, user as contract } from '@skinbox/api';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { RouteModule } from '../../app';
import { findUserBySpreadCode, isUniqueViolation, normaliseCode } from '../../auth/accounts';
import { bearerToken } from '../../auth/bearer';
import { hashPassword, verifyPassword } from '../../auth/password';
import { hashToken } from '../../auth/tokens';
import { avatarFrames, avatars, messages, sessions, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { getBalances } from '../../money/ledger';
import { maskIdNumber, maskMobile, maskRealName } from '../../rules/mask';
import { isValidTradeLink } from '../../rules/tradeLink';
import { AVATAR_UPLOAD_VIP } from '../../rules/vip';
import { submitAvatarForReview } from '../../users/avatarReview';
import { loadUser } from '../../users/loadUser';
import { hasRegisterPacket } from '../../users/registerPacket';
import { currentVipLevel } from '../../users/vipLevels';

/** How far up the inviter chain a new inviter is checked, so nobody ends up inviting themselves. */
const INVITER_CHAIN_DEPTH = 50;

/** getInfo, update, changePassword, the two codes and bindSteam (SPEC section 7, /api/user). */
export const registerProfileRoutes: RouteModule = ({ app, db }) => {
  route(app, contract.getInfo, async (_input, { userId }) => {
    const me = await loadUser(db, userId);
    const [balances, level, unread, packet] = await Promise.all([
      getBalances(db, userId),
      currentVipLevel(db, me),
      db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.isRead, false))),
      hasRegisterPacket(db, me),
    ]);
    return {
      userId,
      assets: {
        ammon: balances.ammon,
        amount: balances.amount,
        point: balances.point,
        // Referral rewards come with the spread screens; until then nobody has earned any.
        spreadBoxCount: 0,
        spreadRewardAmount: '0.00',
      },
      base: {
        account: me.account,
        avater: me.avatar,
        avaterFrame: me.avatarFrame,
        mobile: maskMobile(me.mobile),
        nickName: me.nickName,
        platformId: me.platformId,
        userLevel: level,
        userType: me.userType as contract.UserBase['userType'],
      },
      ext: {
        channelCode: me.channelCode,
        idNumber: maskIdNumber(me.idNumber),
        invitationCode: me.invitationCode ?? '',
        isChangeInvitationCode: me.invitationCodeChanged,
        isChangeSpreadCode: me.spreadCodeChanged,
        realName: maskRealName(me.realName),
        sex: me.sex as contract.UserExt['sex'],
        spreadCode: me.spreadCode,
        steamUrl: me.steamUrl ?? '',
      },
      hasRegisterPacket: packet,
      noReadMessages: unread[0]?.n ?? 0,
      avaterStatus: (me.avatarStatus ?? AvatarStatus.none) as contract.UserInfo['avaterStatus'],
      reserveStatus: me.reserveStatus,
    };
  });

  route(app, contract.update, async (input, { userId }) => {
    const me = await loadUser(db, userId);
    const changes: Partial<typeof users.$inferInsert> = {};
    if (input.nickName !== undefined) changes.nickName = input.nickName;
    if (input.sex !== undefined) changes.sex = input.sex;
    if (input.avaterId !== undefined) {
      const [avatar] = await db.select().from(avatars).where(eq(avatars.id, input.avaterId));
      if (!avatar) throw new AppError(404, 'errors.notFound');
      changes.avatar = avatar.image;
    }
    if (input.avaterFrameId !== undefined) {
      if (input.avaterFrameId === 0) changes.avatarFrame = '';
      else {
        const [frame] = await db
          .select()
          .from(avatarFrames)
          .where(eq(avatarFrames.id, input.avaterFrameId));
        if (!frame) throw new AppError(404, 'errors.notFound');
        if ((await currentVipLevel(db, me)) < frame.vipLevel) {
          throw new AppError(403, 'errors.avatarFrameNeedsVip', { level: frame.vipLevel });
        }
        changes.avatarFrame = frame.image;
      }
    }
    if (input.uploadedAvater !== undefined) {
      if ((await currentVipLevel(db, me)) < AVATAR_UPLOAD_VIP) {
        throw new AppError(403, 'errors.avatarNeedsVip', { level: AVATAR_UPLOAD_VIP });
      }
      await submitAvatarForReview(db, userId, input.uploadedAvater);
    }
    if (Object.keys(changes).length > 0) {
      await db.update(users).set(changes).where(eq(users.id, userId));
    }
    return null;
  });

  route(app, contract.changePassword, async (input, { userId, request }) => {
    const me = await loadUser(db, userId);
    if (!(await verifyPassword(input.oldPassword, me.passwordHash))) {
      throw new AppError(400, 'errors.oldPasswordWrong');
    }
    const passwordHash = await hashPassword(input.password);
    const current = hashToken(bearerToken(request.headers.authorization) ?? '');
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      // Every other device is signed out; this one keeps its session.
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            ne(sessions.tokenHash, current),
          ),
        );
    });
    return null;
  });

  route(app, contract.changeInvitationCode, async (input, { userId }) => {
    const me = await loadUser(db, userId);
    if (me.invitationCodeChanged) throw new AppError(409, 'errors.invitationCodeChangedOnce');
    const inviter = await findUserBySpreadCode(db, input.invitationCode);
    if (!inviter) throw new AppError(400, 'errors.inviteCodeNotFound');
    if (inviter.id === userId || (await isInChainAbove(inviter.id, userId))) {
      throw new AppError(400, 'errors.inviteCodeOwn');
    }
    const changed = await db
      .update(users)
      .set({
        invitationCode: inviter.spreadCode,
        inviterId: inviter.id,
        invitationCodeChanged: true,
      })
      .where(and(eq(users.id, userId), eq(users.invitationCodeChanged, false)))
      .returning({ id: users.id });
    if (changed.length === 0) throw new AppError(409, 'errors.invitationCodeChangedOnce');
    return null;
  });

  /** Whether `userId` is `startId` or one of its inviters (binding would make a cycle). */
  async function isInChainAbove(startId: number, userId: number) {
    let current: number | null = startId;
    for (let depth = 0; current !== null && depth < INVITER_CHAIN_DEPTH; depth++) {
      if (current === userId) return true;
      const [row] = await db
        .select({ inviterId: users.inviterId })
        .from(users)
        .where(eq(users.id, current));
      current = row?.inviterId ?? null;
    }
    return false;
  }

  route(app, contract.changeSpreadCode, async (input, { userId }) => {
    const me = await loadUser(db, userId);
    if (me.spreadCodeChanged) throw new AppError(409, 'errors.spreadCodeChangedOnce');
    try {
      const changed = await db
        .update(users)
        .set({ spreadCode: normaliseCode(input.spreadCode), spreadCodeChanged: true })
        .where(and(eq(users.id, userId), eq(users.spreadCodeChanged, false)))
        .returning({ id: users.id });
      if (changed.length === 0) throw new AppError(409, 'errors.spreadCodeChangedOnce');
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'errors.spreadCodeTaken');
      throw error;
    }
    return null;
  });

  route(app, contract.bindSteam, async (input, { userId }) => {
    if (!isValidTradeLink(input.steamUrl)) throw new AppError(400, 'errors.steamUrlFormat');
    const bound = await db
      .update(users)
      .set({ steamUrl: input.steamUrl.trim() })
      .where(and(eq(users.id, userId), isNull(users.steamUrl)))
      .returning({ id: users.id });
    if (bound.length === 0) throw new AppError(409, 'errors.steamUrlBound');
    return null;
  });
};
