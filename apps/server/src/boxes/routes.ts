import { boxes as boxCalls, centsToMoney, moneyToCents } from '@skinbox/api';
import { TICKETS, ticketRanges } from '@skinbox/fairness';
import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { ModuleDeps } from '../app';
import { imageUrl, toGoodsSummary } from '../catalogue/goods';
import { boxes, openRecords, users } from '../db/schema';
import { registerStatisticCounter } from '../content/statistics';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { loadEconomyConfig } from '../money/economyConfig';
import { announcePrize } from '../socket/hub';
import { openBoxes } from './openBoxes';
import { loadBox } from './queries';
import { isAnnouncedPrize, ticketsToPercent } from './rules/prize';

/** Box calls: list, detail, open (issue 6). */
export function registerBoxes({ app, db, config, hub }: ModuleDeps) {
  // getPlatformStatistics counts real opens.
  registerStatisticCounter('boxOpenCount', async (database) => {
    const [row] = await database.select({ n: count() }).from(openRecords);
    return row?.n ?? 0;
  });
  const assets = config.ASSET_BASE_URL;
  const announceAboveCents = BigInt(Math.round(loadEconomyConfig().PRIZE_ANNOUNCE_COINS * 100));
  const summary = (box: typeof boxes.$inferSelect, locale: 'zh' | 'en' | 'vi' | 'ko' | 'tw') => ({
    boxId: box.id,
    type: box.type === 2 ? (2 as const) : (1 as const),
    category: box.category,
    name: box.names[locale],
    image: imageUrl(assets, box.image),
    price: centsToMoney(box.priceCents),
  });

  route(app, boxCalls.list, async (input, { locale }) => {
    const filters: SQL[] = [eq(boxes.enabled, true), eq(boxes.type, input.type)];
    if (input.category) filters.push(eq(boxes.category, input.category));
    if (input.minPrice) filters.push(gte(boxes.priceCents, moneyToCents(input.minPrice)));
    if (input.maxPrice) filters.push(lte(boxes.priceCents, moneyToCents(input.maxPrice)));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(boxes)
        .where(where)
        .orderBy(asc(boxes.priceCents), asc(boxes.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      db.select({ n: count() }).from(boxes).where(where),
    ]);
    return { list: rows.map((box) => summary(box, locale)), total: total?.n ?? 0 };
  });

  route(app, boxCalls.detail, async ({ boxId, minProbability, maxProbability }, { locale }) => {
    const loaded = await loadBox(db, boxId);
    if (!loaded) throw new AppError(404, 'errors.boxNotFound');
    const { box, contents } = loaded;
    const ranges = ticketRanges(contents.map((c) => c.tickets));
    const items = contents
      .map((item, i) => ({
        goods: toGoodsSummary(item, locale, assets),
        probability: ticketsToPercent(item.tickets, TICKETS),
        ticketFrom: ranges[i]?.from ?? 1,
        ticketTo: ranges[i]?.to ?? 1,
      }))
      .filter(({ probability }) => {
        const percent = Number(probability);
        return (
          (minProbability === undefined || percent >= minProbability) &&
          (maxProbability === undefined || percent <= maxProbability)
        );
      });
    return { ...summary(box, locale), items };
  });

  route(app, boxCalls.open, async ({ boxId, count: times }, { userId, locale }) => {
    const { box, contents, drops, amountCents, pointCents } = await openBoxes(
      db,
      userId,
      boxId,
      times,
    );
    const prizes = drops.filter((d) => isAnnouncedPrize(d.itemPriceCents, announceAboveCents));
    if (prizes.length > 0) {
      const [player] = await db
        .select({ nickName: users.nickName, avatar: users.avatar })
        .from(users)
        .where(eq(users.id, userId));
      for (const prize of prizes) {
        announcePrize(hub, {
          nickName: player?.nickName ?? '',
          avater: player?.avatar ?? '',
          recoveryPrice: centsToMoney(prize.itemPriceCents),
          boxType: 1,
          boxId: box.id,
        });
      }
    }
    return {
      results: drops.map((drop) => {
        const item = contents[drop.itemIndex];
        if (!item) throw new Error('a drop points outside the box contents');
        return {
          openId: drop.openId,
          bagItemId: drop.bagItemId,
          goods: toGoodsSummary({ ...item, priceCents: drop.itemPriceCents }, locale, assets),
          rollId: drop.rollId,
          ticket: drop.ticket,
          nonce: drop.nonce,
        };
      }),
      amount: centsToMoney(amountCents),
      point: centsToMoney(pointCents),
    };
  });
}
