import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { itemPriceCents } from '../catalogue/goods';
import { putInBag } from '../bag/moves';
import { catalogueItems, mallGoods } from '../db/schema';
import { AppError } from '../http/errors';
import { credit, debit } from '../money/ledger';
import { mallCostCentsSql } from './cost';
import { exchangeQuota, MALL_KIND } from './queries';

/**
 * Exchanges one mall item: gold-coin goods need the quota (checked under the balance row lock, so
 * parallel purchases cannot both spend it), points goods need points; stock counts down
 * conditionally; the item goes into the bag.
 */
export function buyMallItem(db: Db, userId: number, mallGoodsId: number) {
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select({
        currency: mallGoods.currency,
        costCents: mallCostCentsSql,
        itemId: mallGoods.itemId,
        itemPrice: itemPriceCents,
      })
      .from(mallGoods)
      .innerJoin(catalogueItems, eq(catalogueItems.id, mallGoods.itemId))
      .where(and(eq(mallGoods.id, mallGoodsId), eq(mallGoods.enabled, true)));
    if (!offer) throw new AppError(404, 'errors.mallExchangeFailed');
    const costCents = BigInt(offer.costCents);
    if (offer.currency === 'amount') {
      const { quotaCents } = await exchangeQuota(tx, userId, true);
      if (costCents > quotaCents) throw new AppError(409, 'errors.mallQuotaExceeded');
    }
    const [taken] = await tx
      .update(mallGoods)
      .set({ stock: sql`${mallGoods.stock} - 1` })
      .where(and(eq(mallGoods.id, mallGoodsId), gt(mallGoods.stock, 0)))
      .returning({ id: mallGoods.id });
    if (!taken) throw new AppError(409, 'errors.mallSoldOut');
    const reference = `mall:${mallGoodsId}`;
    await debit(tx, {
      userId,
      currency: offer.currency,
      cents: costCents,
      kind: MALL_KIND,
      reference,
    });
    if (offer.currency === 'amount') {
      // SPEC section 9: points, 1 per coin spent.
      await credit(tx, {
        userId,
        currency: 'point',
        cents: costCents,
        kind: 'mall.buy.points',
        reference,
        account: 'promotions',
      });
    }
    return putInBag(
      tx,
      {
        userId,
        itemId: offer.itemId,
        source: 'mall',
        sourceRef: reference,
        priceCents: BigInt(offer.itemPrice),
      },
      MALL_KIND,
    );
  });
}
