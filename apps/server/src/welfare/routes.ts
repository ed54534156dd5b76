import { centsToMoney, welfare } from '@skinbox/api';
import { toGoodsSummary } from '../catalogue/goods';
import { route } from '../http/route';
import type { ModuleDeps } from '../platform/deps';
import { openWelfareBox } from './actions';
import { welfareSlot } from './names';
import { isDropApplied, tiersOpenedOn, vipLevelOf, welfareBalance } from './queries';
import { loadRewardBoxes, presentBox } from './rewardBoxes';
import { WELFARE_TIERS } from './rules/tiers';
import { isOpeningWindow, nextOpeningAt, tierState } from './rules/window';

/** Welfare box calls (module Grade): the tiers as the player stands, and opening one. */
export function registerWelfare({ app, db, config, clock }: ModuleDeps) {
  const assets = config.ASSET_BASE_URL;

  route(app, welfare.list, async (_input, { userId, locale }) => {
    const now = clock.now();
    const [boxes, dropApplied] = await Promise.all([
      loadRewardBoxes(db, 'welfare'),
      isDropApplied(db, clock, now),
    ]);
    const [points, vipLevel, opened] =
      userId === null
        ? [0, 0, new Set<number>()]
        : await Promise.all([
            welfareBalance(db, clock, userId, now),
            vipLevelOf(db, userId),
            tiersOpenedOn(db, userId, clock.day(now)),
          ]);
    const inWindow = isOpeningWindow(clock, now);
    return {
      serverNow: now.toISOString(),
      points,
      vipLevel,
      windowOpen: inWindow && dropApplied,
      nextDropAt: clock.period('day', now).end.toISOString(),
      tiers: WELFARE_TIERS.flatMap((rule) => {
        const box = boxes.find((b) => b.slot === welfareSlot(rule.tier));
        if (!box) return [];
        const shown = presentBox(box, locale, assets);
        const openedToday = opened.has(rule.tier);
        const state = tierState({
          vipLevel,
          tierVipLevel: rule.vipLevel,
          openedToday,
          windowOpen: inWindow && dropApplied,
        });
        // Refreshing only because the late drop has not run: no time to promise.
        const waitsForDrop = state === 'refreshing' && !openedToday && inWindow;
        return [
          {
            tier: rule.tier,
            name: shown.name,
            image: shown.image,
            vipLevel: rule.vipLevel,
            points: rule.points,
            value: centsToMoney(shown.value),
            state,
            opensAt:
              state === 'refreshing' && !waitsForDrop
                ? nextOpeningAt(clock, now).toISOString()
                : null,
            items: shown.items,
          },
        ];
      }),
    };
  });

  route(app, welfare.open, async ({ tier }, { userId, locale }) => {
    const { drop, points } = await openWelfareBox(db, clock, { userId, tier, now: clock.now() });
    return {
      tier,
      goods: toGoodsSummary(drop.item, locale, assets),
      bagItemId: drop.bagItemId,
      rollId: drop.rollId,
      ticket: drop.ticket,
      points,
    };
  });
}
