import { GAME, luckyRoll, luckyWinningTickets } from '@skinbox/fairness';
import { eq, sql } from 'drizzle-orm';
import { putInBagSql } from '../bag/moves';
import { itemPriceCents } from '../catalogue/goods';
import type { Db } from '../db/database';
import { catalogueItems } from '../db/schema';
import { reserveNonces } from '../fairness/seedPairs';
import { AppError } from '../http/errors';
import { credit, debit } from '../money/ledger';
import { isLuckyTarget, luckyCostCents } from './rules/cost';
import { rowsOf } from '../db/rows';

/** The target's price in force, or 404 when it is no lucky target. */
export async function targetPriceCents(db: Db, goodsId: number): Promise<bigint> {
  const [item] = await db
    .select({ priceCents: itemPriceCents })
    .from(catalogueItems)
    .where(eq(catalogueItems.id, goodsId));
  const priceCents = item ? BigInt(item.priceCents) : null;
  if (priceCents === null || !isLuckyTarget(priceCents)) {
    throw new AppError(404, 'errors.luckyGoodsNotFound');
  }
  return priceCents;
}

/**
 * One lucky try in one transaction, like a box open: the player's seed pair is locked and its next
 * nonce taken (a player's tries are serial), the cost is debited (conditional, never below zero)
 * and credited back as points (1 per coin spent), the roll is stored, and a win puts the target in
 * the bag. Returns the try's id.
 */
export async function tryLuck(
  db: Db,
  userId: number,
  goodsId: number,
  chancePercent: number,
  rtp: number,
  now: Date,
): Promise<number> {
  const priceCents = await targetPriceCents(db, goodsId);
  const costCents = luckyCostCents(priceCents, chancePercent, rtp);
  return db.transaction(async (tx) => {
    const pair = await reserveNonces(tx, userId, 1, now);
    const reference = `lucky:seed:${pair.id}:nonce:${pair.nonce}`;
    await debit(tx, { userId, currency: 'amount', cents: costCents, kind: 'lucky.try', reference });
    await credit(tx, {
      userId,
      currency: 'point',
      cents: costCents,
      kind: 'lucky.try.points',
      reference,
      account: 'promotions',
    });
    const result = await luckyRoll({
      serverSeed: pair.serverSeed,
      clientSeed: pair.clientSeed,
      nonce: pair.nonce,
      chancePercent,
    });
    if (result.won !== result.ticket <= luckyWinningTickets(chancePercent)) {
      throw new Error('a lucky roll disagrees with its winning tickets');
    }
    // One statement: the roll, the won item with its event when it won, and the try.
    const inserted = await tx.execute(sql`
      WITH r AS (
        INSERT INTO rolls (user_id, seed_pair_id, game, nonce, cursor, ticket)
        VALUES (${userId}, ${pair.id}, ${GAME.lucky}, ${pair.nonce}, 0, ${result.ticket})
        RETURNING id
      ), ${putInBagSql(
        { userId, itemId: goodsId, source: 'lucky', sourceRef: sql`'roll:' || r.id`, priceCents },
        'lucky.win',
        sql`FROM r WHERE ${result.won}`,
      )}, t AS (
        INSERT INTO lucky_tries
          (user_id, item_id, chance_percent, target_price_cents, cost_cents, roll_id, won, bag_item_id)
        SELECT ${userId}, ${goodsId}, ${chancePercent}, ${priceCents}, ${costCents}, r.id, ${result.won},
               (SELECT id FROM bag_put)
        FROM r
        RETURNING id
      )
      SELECT id FROM t`);
    const row = rowsOf<{ id: string }>(inserted)[0];
    if (!row) throw new Error('the lucky try insert returned nothing');
    return Number(row.id);
  });
}
