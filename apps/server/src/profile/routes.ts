import { AVATAR_UPLOAD_VIP_LEVEL, AvatarStatus, user as contract } from '@skinbox/api';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { RouteModule } from '../platform/deps';
import { isUniqueViolation, normaliseCode } from '../auth/accounts';
import { bearerToken } from '../auth/bearer';
import { hashPassword, verifyPassword } from '../platform/password';
import { hashToken } from '../auth/tokens';
import { avatarFrames, avatars, messages, sessions, users } from '../db/schema';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { getBalances } from '../money/ledger';
import { maskIdNumber, maskMobile, maskRealName } from './rules/mask';
import { submitAvatarForReview } from '../avatars/actions';
import { loadUser } from '../platform/loadUser';
import { hasRegisterPacket } from '../registerReward/actions';
import { raiseVipLevel } from '../vip/actions';
import { bindInviter } from '../referral/actions';
import { spreadAssets } from '../referral/queries';

/** getInfo, update, changePassword, the two codes and bindSteam (SPEC section 7, /api/user). */
export const registerProfileRoutes: RouteModule = ({ app, db }) => {
  route(app, contract.getInfo, async (_input, { userId }) => {
    const me = await loadUser(db, userId);
    const [balances, level, unread, packet, spread] = await Promise.all([
      getBalances(db, userId),
      raiseVipLevel(db, me),
      db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.isRead, false))),
      hasRegisterPacket(db, me),
      spreadAssets(db, userId),
    ]);
    return {
      userId,
      assets: {
        ammon: balances.ammon,
        amount: balances.amount,
        point: balances.point,
        ...spread,
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
    await app.sessions.forgetUser(userId);
    return null;
  });

  route(app, contract.changeInvitationCode, async (input, { userId }) => {
    const me = await loadUser(db, userId);
    if (me.invitationCodeChanged) throw new AppError(409, 'errors.invitationCodeChangedOnce');
    await bindInviter(db, userId, input.invitationCode);
    return null;
  });

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
    const bound = await db
      .update(users)
      .set({ steamUrl: input.steamUrl })
      .where(and(eq(users.id, userId), isNull(users.steamUrl)))
      .returning({ id: users.id });
    if (bound.length === 0) throw new AppError(409, 'errors.steamUrlBound');
    return null;
  });
};
