import { FREE_CASE_VIP_LEVEL, centsToMoney, freeCase } from '@skinbox/api';
import { toGoodsSummary } from '../catalogue/goods';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import type { ModuleDeps } from '../platform/deps';
import { vipLevelOf } from '../welfare/queries';
import { loadRewardBox, presentBox } from '../welfare/rewardBoxes';
import { openFreeCase } from './actions';
import { FREE_CASE_BOX } from './names';
import { openedOn } from './queries';
import { freeCaseState } from './rules/state';

/** The free daily case's calls: where the player stands with it, and opening it. */
export function registerFreeCase({ app, db, config, clock }: ModuleDeps) {
  const assets = config.ASSET_BASE_URL;

  route(app, freeCase.status, async (_input, { userId, locale }) => {
    const now = clock.now();
    const box = await loadRewardBox(db, FREE_CASE_BOX.kind, FREE_CASE_BOX.slot);
    if (!box) throw new AppError(404, 'errors.notFound');
    const [vipLevel, openedToday] =
      userId === null
        ? [0, false]
        : await Promise.all([vipLevelOf(db, userId), openedOn(db, userId, clock.day(now))]);
    const shown = presentBox(box, locale, assets);
    return {
      serverNow: now.toISOString(),
      state: freeCaseState({ signedIn: userId !== null, vipLevel, openedToday }),
      vipLevel,
      requiredVipLevel: FREE_CASE_VIP_LEVEL,
      name: shown.name,
      image: shown.image,
      value: centsToMoney(shown.value),
      nextAt: clock.period('day', now).end.toISOString(),
      items: shown.items,
    };
  });

  route(app, freeCase.open, async (_input, { userId, locale }) => {
    const now = clock.now();
    const drop = await openFreeCase(db, clock, { userId, now });
    return {
      goods: toGoodsSummary(drop.item, locale, assets),
      bagItemId: drop.bagItemId,
      rollId: drop.rollId,
      ticket: drop.ticket,
      nextAt: clock.period('day', now).end.toISOString(),
    };
  });
}
