import { bag, centsToMoney, moneyToCents } from '@skinbox/api';
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ModuleDeps } from '../app';
import { goodsColumns, itemPriceCents, toGoodsSummary } from '../catalogue/goods';
import { bagItems, catalogueItems } from '../db/schema';
import { route } from '../http/route';
import { getBalances } from '../money/ledger';
import { sandboxDeliveryProvider, type DeliveryProvider } from '../delivery/provider';
import { startDeliveryTimer } from '../delivery/worker';
import { loadEconomyConfig } from '../money/economyConfig';
import { cancelExtractions, extractItems, sellItems } from './bagActions';

/** The states a player sees (SPEC: in bag, extracting, extracted); staked and sold items are not. */
const VISIBLE_STATES = ['bag', 'extracting', 'extracted'] as const;

function defaultDeliveryProvider() {
  return sandboxDeliveryProvider(loadEconomyConfig().DELIVERY_DELAY_SECONDS);
}

function visibleState(state: string): (typeof VISIBLE_STATES)[number] {
  return state === 'extracting' || state === 'extracted' ? state : 'bag';
}

/** Bag calls: rucksackGoods, sell, extractGoods, cancelExtract. */
export function registerBag(
  { app, db, config }: ModuleDeps,
  delivery: DeliveryProvider = defaultDeliveryProvider(),
) {
  const economy = loadEconomyConfig();
  const stopTimer = startDeliveryTimer(db, delivery, economy.DELIVERY_POLL_MS, (error) =>
    app.log.error({ err: error }, 'delivery timer failed'),
  );
  app.addHook('onClose', stopTimer);

  route(app, bag.rucksackGoods, async (input, { userId, locale }) => {
    const filters: SQL[] = [eq(bagItems.userId, userId)];
    filters.push(
      input.state ? eq(bagItems.state, input.state) : inArray(bagItems.state, [...VISIBLE_STATES]),
    );
    if (input.quality) filters.push(eq(catalogueItems.quality, input.quality));
    if (input.exterior) filters.push(eq(catalogueItems.exterior, input.exterior));
    if (input.minPrice) filters.push(gte(itemPriceCents, moneyToCents(input.minPrice).toString()));
    if (input.maxPrice) filters.push(lte(itemPriceCents, moneyToCents(input.maxPrice).toString()));
    const where = and(...filters);
    const [rows, [totals], [value]] = await Promise.all([
      db
        .select({
          ...goodsColumns,
          id: bagItems.id,
          state: bagItems.state,
          createdAt: bagItems.createdAt,
        })
        .from(bagItems)
        .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
        .where(where)
        .orderBy(desc(bagItems.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(bagItems)
        .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
        .where(where),
      db
        .select({ cents: sql<string>`coalesce(sum(${itemPriceCents}), 0)::text` })
        .from(bagItems)
        .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
        .where(and(eq(bagItems.userId, userId), eq(bagItems.state, 'bag'))),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        goods: toGoodsSummary(row, locale, config.ASSET_BASE_URL),
        state: visibleState(row.state),
        createdAt: row.createdAt.toISOString(),
      })),
      total: totals?.n ?? 0,
      bagValue: centsToMoney(BigInt(value?.cents ?? '0')),
    };
  });

  route(app, bag.sell, async ({ ids }, { userId }) => {
    const credited = await sellItems(db, userId, ids);
    return { credited: centsToMoney(credited), amount: (await getBalances(db, userId)).amount };
  });

  route(app, bag.extractGoods, async ({ ids }, { userId }) => {
    const started = await extractItems(db, delivery, userId, ids);
    return {
      deliveries: started.map((d) => ({ bagItemId: d.bagItemId, dueAt: d.dueAt.toISOString() })),
    };
  });

  route(app, bag.cancelExtract, async ({ ids }, { userId }) => {
    await cancelExtractions(db, userId, ids);
    return null;
  });
}
