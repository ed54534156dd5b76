import { centsToMoney, user as contract } from '@skinbox/api';
import type { RouteModule } from '../platform/deps';
import { route } from '../http/route';
import { loadUser } from '../platform/loadUser';
import { claimVipReward, raiseVipLevel } from './actions';
import { claimedVipLevels, frameVipLevels, loadVipLevels } from './queries';
import { vipPerks } from './rules/perks';
import { vipPacketLevels } from '../redpackets/queries';

/** getVipLevelList and getVipReward: the level table and the one-off reward of each level. */
export const registerVipRoutes: RouteModule = ({ app, db }) => {
  route(app, contract.getVipLevelList, async (_input, { userId }) => {
    const [levels, frameLevels, packetLevels] = await Promise.all([
      loadVipLevels(db),
      frameVipLevels(db),
      vipPacketLevels(db),
    ]);
    const me = userId === null ? null : await loadUser(db, userId);
    const current = me ? await raiseVipLevel(db, me, levels) : 0;
    const claimed = me ? await claimedVipLevels(db, me.id) : new Set<number>();
    return {
      currentLevel: current,
      growth: centsToMoney(me?.vipGrowth ?? 0n),
      list: levels.map((level) => ({
        level: level.level,
        growth: centsToMoney(level.threshold),
        rewardAmount: centsToMoney(level.reward),
        perks: vipPerks(level.level, frameLevels, packetLevels),
        rewardState: claimed.has(level.level)
          ? ('claimed' as const)
          : me && level.level <= current && level.reward > 0n
            ? ('claimable' as const)
            : ('locked' as const),
      })),
    };
  });

  route(app, contract.getVipReward, async ({ level }, { userId }) => ({
    amount: centsToMoney(await claimVipReward(db, userId, level)),
  }));
};
