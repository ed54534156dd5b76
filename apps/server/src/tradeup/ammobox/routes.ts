import { ammoBox, BoxType, centsToMoney } from '@skinbox/api';
import { TICKETS, ticketRanges } from '@skinbox/fairness';
import { and, asc, eq } from 'drizzle-orm';
import { imageUrl, toGoodsSummary } from '../../catalogue/goods';
import { ticketsToPercent } from '../../boxes/rules/prize';
import { loadBox } from '../../boxes/queries';
import { boxes } from '../../db/schema';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import type { ModuleDeps } from '../../platform/deps';
import { openAmmoBoxes } from './actions';

/** Ammo boxes: the list, one box with its odds, and opening for ammo. */
export function registerAmmoBoxes({ app, db, config, clock }: ModuleDeps) {
  const assets = config.ASSET_BASE_URL;
  const summary = (box: typeof boxes.$inferSelect, locale: 'zh' | 'en' | 'vi' | 'ko' | 'tw') => ({
    boxId: box.id,
    name: box.names[locale],
    image: imageUrl(assets, box.image),
    price: centsToMoney(box.priceCents),
  });

  route(app, ammoBox.ammoBoxes, async (_input, { locale }) => {
    const rows = await db
      .select()
      .from(boxes)
      .where(and(eq(boxes.type, BoxType.ammo), eq(boxes.enabled, true)))
      .orderBy(asc(boxes.priceCents), asc(boxes.id));
    return { list: rows.map((box) => summary(box, locale)) };
  });

  route(app, ammoBox.ammoBoxDetail, async ({ boxId }, { locale }) => {
    const loaded = await loadBox(db, boxId);
    if (!loaded || loaded.box.type !== BoxType.ammo) {
      throw new AppError(404, 'errors.ammoBoxNotFound');
    }
    const ranges = ticketRanges(loaded.contents.map((c) => c.tickets));
    return {
      ...summary(loaded.box, locale),
      items: loaded.contents.map((item, i) => ({
        goods: toGoodsSummary(item, locale, assets),
        probability: ticketsToPercent(item.tickets, TICKETS),
        ticketFrom: ranges[i]?.from ?? 1,
        ticketTo: ranges[i]?.to ?? 1,
      })),
    };
  });

  route(app, ammoBox.openAmmoBox, async ({ boxId, count }, { userId, locale }) => {
    const { contents, drops, ammon } = await openAmmoBoxes(db, userId, boxId, count, clock.now());
    return {
      results: drops.map((drop) => {
        const item = contents[drop.index];
        if (!item) throw new Error('a drop points outside the box contents');
        return {
          bagItemId: drop.bagItemId,
          goods: toGoodsSummary(item, locale, assets),
          rollId: drop.rollId,
          ticket: drop.ticket,
          nonce: drop.nonce,
        };
      }),
      ammon: centsToMoney(ammon),
    };
  });
}
