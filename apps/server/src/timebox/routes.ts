import { centsToMoney, timebox, type Locale } from '@skinbox/api';
import { toGoodsSummary } from '../catalogue/goods';
import { route } from '../http/route';
import type { ModuleDeps } from '../platform/deps';
import type { PeriodKind } from '../runtime/siteClock';
import { vipLevelOf } from '../welfare/queries';
import { loadRewardBoxes, presentBox } from '../welfare/rewardBoxes';
import { drawPage, lastDraws, rechargedByPlayer } from './queries';
import { TIMED_BOXES, isJoined, type TimedBoxSlot } from './rules/boxes';

type DrawRow = Awaited<ReturnType<typeof lastDraws>>[number];

/** Timed box calls (module Timing): the boxes with the player's standing, and their rolls. */
export function registerTimebox({ app, db, config, clock }: ModuleDeps) {
  const assets = config.ASSET_BASE_URL;
  const presentDraw = (row: DrawRow, locale: Locale) => ({
    id: row.id,
    slot: row.slot as TimedBoxSlot,
    period: row.period,
    goods: toGoodsSummary(row.goods, locale, assets),
    rollId: row.rollId,
    ticket: row.ticket,
    createdAt: row.createdAt.toISOString(),
  });

  route(app, timebox.list, async (_input, { userId, locale }) => {
    const now = clock.now();
    const periods = new Map(
      (['hour', 'day', 'week'] as const).map((kind) => [kind, clock.period(kind, now)]),
    );
    const recharged = new Map<PeriodKind, bigint>();
    let vipLevel = 0;
    let draws: DrawRow[] = [];
    if (userId !== null) {
      vipLevel = await vipLevelOf(db, userId);
      draws = await lastDraws(db, userId);
      for (const [kind, period] of periods) {
        const [mine] = await rechargedByPlayer(db, period.start, now, userId);
        recharged.set(kind, mine?.cents ?? 0n);
      }
    }
    const boxes = await loadRewardBoxes(db, 'timed');
    return {
      serverNow: now.toISOString(),
      vipLevel,
      boxes: TIMED_BOXES.flatMap((rule) => {
        const box = boxes.find((b) => b.slot === rule.slot);
        const period = periods.get(rule.period);
        if (!box || !period) return [];
        const shown = presentBox(box, locale, assets);
        const cents = recharged.get(rule.period) ?? 0n;
        const last = draws.find((d) => d.slot === rule.slot);
        return [
          {
            slot: rule.slot,
            name: shown.name,
            image: shown.image,
            period: rule.period,
            threshold: centsToMoney(rule.thresholdCents),
            vipLevel: rule.vipLevel,
            value: centsToMoney(shown.value),
            periodEnd: period.end.toISOString(),
            remainingMs: Math.max(0, period.end.getTime() - now.getTime()),
            recharged: centsToMoney(cents),
            joined: userId !== null && isJoined(rule, cents, vipLevel),
            lastDraw: last ? presentDraw(last, locale) : null,
            items: shown.items,
          },
        ];
      }),
    };
  });

  route(app, timebox.draws, async (page, { userId, locale }) => {
    const { rows, total } = await drawPage(db, userId, page);
    return { list: rows.map((row) => presentDraw(row, locale)), total };
  });
}
