import { AvatarStatus, user as contract } from '@skinbox/api';
import type { RouteModule } from '../platform/deps';
import { bearerToken } from '../auth/bearer';
import { hashToken } from '../auth/tokens';
import { route } from '../http/route';
import { getBalances } from '../money/ledger';
import { maskIdNumber, maskMobile, maskRealName } from './rules/mask';
import { loadUser } from '../platform/loadUser';
import { unreadCount } from '../messages/queries';
import { hasRegisterPacket } from '../registerReward/actions';
import { raiseVipLevel } from '../vip/actions';
import { spreadAssets } from '../referral/queries';
import {
  bindSteam,
  changeInvitationCode,
  changePassword,
  changeSpreadCode,
  updateProfile,
} from './actions';

/** getInfo, update, changePassword, the two codes and bindSteam (SPEC section 7, /api/user). */
export const registerProfileRoutes: RouteModule = ({ app, db, clock }) => {
  route(app, contract.getInfo, async (_input, { userId }) => {
    const me = await loadUser(db, userId);
    const [balances, level, unread, packet, spread] = await Promise.all([
      getBalances(db, userId),
      raiseVipLevel(db, me),
      unreadCount(db, userId),
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
      noReadMessages: unread,
      avaterStatus: (me.avatarStatus ?? AvatarStatus.none) as contract.UserInfo['avaterStatus'],
      reserveStatus: me.reserveStatus,
    };
  });

  route(app, contract.update, async (input, { userId }) => {
    await updateProfile(db, userId, input);
    return null;
  });

  route(app, contract.changePassword, async (input, { userId, request }) => {
    // Every other device is signed out; this one keeps its session.
    const current = hashToken(bearerToken(request.headers.authorization) ?? '');
    await changePassword(db, userId, input, current, clock.now());
    await app.sessions.forgetUser(userId);
    return null;
  });

  route(app, contract.changeInvitationCode, async (input, { userId }) => {
    await changeInvitationCode(db, userId, input.invitationCode);
    return null;
  });

  route(app, contract.changeSpreadCode, async (input, { userId }) => {
    await changeSpreadCode(db, userId, input.spreadCode);
    return null;
  });

  route(app, contract.bindSteam, async (input, { userId }) => {
    await bindSteam(db, userId, input.steamUrl);
    return null;
  });
};
