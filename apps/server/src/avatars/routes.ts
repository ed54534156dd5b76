import { AVATAR_UPLOAD_VIP_LEVEL, AvatarStatus, user as contract } from '@skinbox/api';
import type { RouteModule } from '../platform/deps';
import { route } from '../http/route';
import { loadUser } from '../platform/loadUser';
import { raiseVipLevel } from '../vip/actions';
import { framesByLevel, latestAvatarUpload, stockAvatars } from './queries';

/** getAvaterList and getAvaterFrameList: stock avatars, the upload state, frames gated by VIP. */
export const registerAvatarRoutes: RouteModule = ({ app, db }) => {
  route(app, contract.getAvaterList, async (_input, { userId }) => {
    const [me, list, latest] = await Promise.all([
      loadUser(db, userId),
      stockAvatars(db),
      latestAvatarUpload(db, userId),
    ]);
    const pending = latest && latest.status !== AvatarStatus.passed ? latest.image : '';
    return {
      list,
      uploadVipLevel: AVATAR_UPLOAD_VIP_LEVEL,
      avaterStatus: (me.avatarStatus ?? AvatarStatus.none) as contract.UserInfo['avaterStatus'],
      pendingAvater: pending,
    };
  });

  route(app, contract.getAvaterFrameList, async (_input, { userId }) => {
    const me = await loadUser(db, userId);
    const [level, frames] = await Promise.all([raiseVipLevel(db, me), framesByLevel(db)]);
    return frames.map((frame) => ({
      id: frame.id,
      name: frame.name,
      image: frame.image,
      vipLevel: frame.vipLevel,
      unlocked: frame.vipLevel <= level,
      inUse: me.avatarFrame === frame.image,
    }));
  });
};
