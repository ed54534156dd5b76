import { centsToMoney, user as contract } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import type { RouteModule } from '../../app';
import { avatarFrames, vipRewardClaims } from '../../db/schema';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { credit } from '../../money/ledger';
import { vipPerks } from '../../rules/vipPerks';
import { loadUser } from '../../users/loadUser';
import { currentVipLevel, loadVipLevels } from '../../users/vipLevels';

/** getVipLevelList and getVipReward: the level table and the one-off reward of each level. */
export const registerVipRoutes: RouteModule = ({ app, db }) => {
  route(app, contract.getVipLevelList, async (_input, { userId }) => {
    const levels = await loadVipLevels(db);
    const frameLevels = (
      await db.select({ vipLevel: avatarFrames.vipLevel }).from(avatarFrames)
    ).map((frame) => frame.vipLevel);
    const me = userId === null ? null : await loadUser(db, userId);
    const current = me ? await currentVipLevel(db, me, levels) : 0;
    const claimed = new Set(
      me
        ? (
            await db
              .select({ level: vipRewardClaims.level })
              .from(vipRewardClaims)
              .where(eq(vipRewardClaims.userId, me.id))
          ).map((claim) => claim.level)
        : [],
    );
    return {
      currentLevel: current,
      growth: centsToMoney(me?.vipGrowth ?? 0n),
      list: levels.map((level) => ({
        level: level.level,
        growth: centsToMoney(level.threshold),
        rewardAmount: centsToMoney(level.reward),
        perks: vipPerks(level.level, frameLevels),
        rewardState: claimed.has(level.level)
          ? ('claimed' as const)
          : me && level.level <= current && level.reward > 0n
            ? ('claimable' as const)
            : ('locked' as const),
      })),
    };
  });

  route(app, contract.getVipReward, async (input, { userId }) => {
    const levels = await loadVipLevels(db);
    const target = levels.find((level) => level.level === input.level);
    if (!target || target.reward <= 0n) throw new AppError(404, 'errors.notFound');
    const me = await loadUser(db, userId);
    if ((await currentVipLevel(db, me, levels)) < target.level) {
      throw new AppError(403, 'errors.vipRewardLocked');
    }
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(vipRewardClaims)
        .values({ userId, level: target.level })
        .onConflictDoNothing()
        .returning({ level: vipRewardClaims.level });
      if (claimed.length === 0) throw new AppError(409, 'errors.rewardClaimed');
      await credit(tx, {
        userId,
        currency: 'amount',
        cents: target.reward,
        kind: 'reward.vip',
        reference: `vip:${userId}:${target.level}`,
        account: 'promotions',
      });
    });
    return { amount: centsToMoney(target.reward) };
  });
};
