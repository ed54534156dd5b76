import { boxes as boxCalls, BoxType, centsToMoney } from '@skinbox/api';
import { TICKETS, ticketRanges } from '@skinbox/fairness';
import { imageUrl, toGoodsSummary } from '../catalogue/goods';
import type { boxes } from '../db/schema';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { afterReply } from '../platform/afterReply';
import type { ModuleDeps } from '../platform/deps';
import { announceDrops } from './announcements';
import { openBoxes } from './actions';
import { demoSpin } from './demo';
import { ItemLooks } from './dropGoods';
import { publishLiveDrops } from './liveDropEvents';
import { LiveDropFeed } from './liveDropFeed';
import { boxPage, loadBox } from './queries';
import { isAnnouncedPrize, ticketsToPercent } from './rules/prize';

/** Box calls: list, detail, open (issue 6) and the demo spin (issue 30). */
export function registerBoxes({ app, db, config, hub }: ModuleDeps) {
  const assets = config.ASSET_BASE_URL;
  const announceAboveCents = BigInt(Math.round(config.economy.PRIZE_ANNOUNCE_COINS * 100));
  const summary = (box: typeof boxes.$inferSelect, locale: 'zh' | 'en' | 'vi' | 'ko' | 'tw') => ({
    boxId: box.id,
    type: box.type === BoxType.battle ? BoxType.battle : BoxType.site,
    category: box.category,
    name: box.names[locale],
    image: imageUrl(assets, box.image),
    price: centsToMoney(box.priceCents),
  });

  route(app, boxCalls.list, async (input, { locale }) => {
    const { rows, total } = await boxPage(db, input);
    return { list: rows.map((box) => summary(box, locale)), total };
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

  route(app, boxCalls.demo, async ({ boxId }, { locale }) => {
    const { item, ...roll } = await demoSpin(db, boxId);
    return { goods: toGoodsSummary(item, locale, assets), ...roll };
  });

  const liveDrops = new LiveDropFeed(
    (openIds) => publishLiveDrops(db, hub, assets, openIds),
    (error) => app.log.error({ err: error }, 'live drops not sent'),
  );
  app.addHook('onClose', async () => liveDrops.close());

  const itemLooks = new ItemLooks(db);
  route(app, boxCalls.open, async ({ boxId, count: times }, { userId, locale, reply }) => {
    const { drops, amountCents, pointCents } = await openBoxes(db, userId, boxId, times);
    // Committed: the live-drop channels hear of it with the next tick.
    liveDrops.add(drops.map((drop) => drop.openId));
    const looks = await itemLooks.of(drops.map((drop) => drop.itemId));
    const pricesCents = drops
      .map((drop) => drop.itemPriceCents)
      .filter((cents) => isAnnouncedPrize(cents, announceAboveCents));
    // The opener sees the drop first; everyone else hears of it once the reply has gone out.
    if (pricesCents.length > 0) {
      afterReply(reply, () => announceDrops(db, hub, { userId, boxId, pricesCents }));
    }
    return {
      results: drops.map((drop) => {
        const look = looks.get(drop.itemId);
        if (!look) throw new Error(`dropped item ${drop.itemId} is not in the catalogue`);
        return {
          openId: drop.openId,
          bagItemId: drop.bagItemId,
          goods: toGoodsSummary({ ...look, priceCents: drop.itemPriceCents }, locale, assets),
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
