import { AvatarStatus, user as contract } from '@skinbox/api';
import { asc, desc, eq } from 'drizzle-orm';
import type { RouteModule } from '../../app';
import { avatarFrames, avatarUploads, avatars } from '../../db/schema';
import { route } from '../../http/route';
import { AVATAR_UPLOAD_VIP } from '../../rules/vip';
import { loadUser } from '../../users/loadUser';
import { currentVipLevel } from '../../users/vipLevels';

/** getAvaterList and getAvaterFrameList: stock avatars, the upload state, frames gated by VIP. */
export const registerAvatarRoutes: RouteModule = ({ app, db }) => {
  route(app, contract.getAvaterList, async (_input, { userId }) => {
    const me = await loadUser(db, userId);
    const list = await db
      .select({ id: avatars.id, image: avatars.image })
      .from(avatars)
      .orderBy(asc(avatars.sort), asc(avatars.id));
    const [latest] = await db
      .select()
      .from(avatarUploads)
      .where(eq(avatarUploads.userId, userId))
      .orderBy(desc(avatarUploads.id))
      .limit(1);
    const pending = latest && latest.status !== AvatarStatus.passed ? latest.image : '';
    return {
      list,
      uploadVipLevel: AVATAR_UPLOAD_VIP,
      avaterStatus: (me.avatarStatus ?? AvatarStatus.none) as contract.UserInfo['avaterStatus'],
      pendingAvater: pending,
    };
  });

  route(app, contract.getAvaterFrameList, async (_input, { userId }) => {
    const me = await loadUser(db, userId);
    const level = await currentVipLevel(db, me);
    const frames = await db
      .select()
      .from(avatarFrames)
      .orderBy(asc(avatarFrames.vipLevel), asc(avatarFrames.sort), asc(avatarFrames.id));
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
