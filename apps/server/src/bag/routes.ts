import { bag, centsToMoney } from '@skinbox/api';
import { toGoodsSummary } from '../catalogue/goods';
import { route } from '../http/route';
import { wagerMultipleFor } from '../economy/rules/wagering';
import { getBalances } from '../money/ledger';
import type { DeliveryProvider } from './delivery/provider';
import type { ModuleDeps } from '../platform/deps';
import { cancelExtractions, extractItems, sellItems } from './actions';
import type { VISIBLE_STATES } from './queries';
import { bagPage, bagValueCents } from './queries';

function visibleState(state: string): (typeof VISIBLE_STATES)[number] {
  return state === 'extracting' || state === 'extracted' ? state : 'bag';
}

/** Bag calls: rucksackGoods, sell, extractGoods, cancelExtract. */
export function registerBag({ app, db, config, clock }: ModuleDeps, delivery: DeliveryProvider) {
  const wagerMultiple = wagerMultipleFor(config.economy.BOX_RTP);
  route(app, bag.rucksackGoods, async (input, { userId, locale }) => {
    const [{ rows, total }, valueCents] = await Promise.all([
      bagPage(db, userId, input),
      bagValueCents(db, userId),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        goods: toGoodsSummary(row, locale, config.ASSET_BASE_URL),
        state: visibleState(row.state),
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      bagValue: centsToMoney(valueCents),
    };
  });

  route(app, bag.sell, async ({ ids }, { userId }) => {
    const credited = await sellItems(db, userId, ids);
    return { credited: centsToMoney(credited), amount: (await getBalances(db, userId)).amount };
  });

  route(app, bag.extractGoods, async ({ ids }, { userId }) => {
    const started = await extractItems(db, delivery, userId, ids, wagerMultiple, clock.now());
    return {
      deliveries: started.map((d) => ({ bagItemId: d.bagItemId, dueAt: d.dueAt.toISOString() })),
    };
  });

  route(app, bag.cancelExtract, async ({ ids }, { userId }) => {
    await cancelExtractions(db, userId, ids);
    return null;
  });
}
