import { and, eq, gte, sql } from 'drizzle-orm';
import { extend } from '@skinbox/api';
import { itemPriceCents } from '../../catalogue/goods';
import type { Db } from '../../db/database';
import { catalogueItems, replacements, replaceStock } from '../../db/schema';
import { AppError } from '../../http/errors';
import { refuseWhilePaused } from '../../limits/enforcement';
import { creditUnlessZero } from '../../money/ledger';
import {
  consumeEntries,
  lockEntries,
  putInBag,
  requireAllInBag,
  totalCents,
} from '../../bag/moves';
import { luckyBagCents, offerRefusal, replacePriceCents, targetRefusal } from './rules/offer';

/**
 * One replacement in one transaction (DESIGN section 4): the offered entries are locked and
 * checked, the target's stock row is locked and taken one from, the offered items are consumed,
 * the target enters the bag, and the bag value above the replacement price is credited as a lucky
 * bag. Fifty parallel replacements of the same items serialise on their rows; one wins.
 */
export function replace(
  db: Db,
  userId: number,
  rucksackIds: readonly number[],
  targetGoodsId: number,
  markupBasisPoints: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    // A trade-up is play: none during a cool-off or self-exclusion (limits/).
    await refuseWhilePaused(tx, userId, now);
    const entries = await lockEntries(tx, userId, rucksackIds);
    requireAllInBag(entries, rucksackIds);
    const bagValue = totalCents(entries);
    const offer = offerRefusal(entries.length, bagValue);
    if (offer) throw new AppError(409, offer);

    const [target] = await tx
      .select({ stock: replaceStock.stock, priceCents: itemPriceCents })
      .from(replaceStock)
      .innerJoin(catalogueItems, eq(catalogueItems.id, replaceStock.itemId))
      .where(eq(replaceStock.itemId, targetGoodsId))
      .for('update', { of: replaceStock });
    if (!target) throw new AppError(409, 'errors.replaceTargetUnavailable');
    const priceCents = BigInt(target.priceCents);
    const replaceCents = replacePriceCents(priceCents, markupBasisPoints);
    const refusal = targetRefusal(replaceCents, bagValue, target.stock);
    if (refusal) throw new AppError(409, refusal);
    const taken = await tx
      .update(replaceStock)
      .set({ stock: sql`${replaceStock.stock} - 1` })
      .where(
        and(
          eq(replaceStock.itemId, targetGoodsId),
          gte(replaceStock.stock, extend.REPLACE_MIN_STOCK),
        ),
      )
      .returning({ stock: replaceStock.stock });
    if (taken.length !== 1) throw new Error('a locked stock row changed');

    await consumeEntries(tx, userId, entries, 'replace.offer');
    const offered = entries.map((e) => e.id);
    const bagItemId = await putInBag(
      tx,
      {
        userId,
        itemId: targetGoodsId,
        priceCents,
        source: 'replacement',
        sourceRef: `offered:${offered.join(',')}`,
      },
      'replace.receive',
    );
    const lucky = luckyBagCents(bagValue, replaceCents);
    const [made] = await tx
      .insert(replacements)
      .values({
        userId,
        offeredBagItemIds: offered,
        bagValueCents: bagValue,
        targetItemId: targetGoodsId,
        replacePriceCents: replaceCents,
        luckyBagCents: lucky,
        bagItemId,
      })
      .returning({ id: replacements.id });
    if (!made) throw new Error('the replacement insert returned nothing');
    await creditUnlessZero(tx, {
      userId,
      currency: 'amount',
      cents: lucky,
      kind: 'replace.luckyBag',
      reference: `replacement:${made.id}`,
    });
    return { bagItemId, priceCents, luckyCents: lucky };
  });
}
