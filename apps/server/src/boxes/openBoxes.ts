import { pickByTicket, ticketRanges } from '@skinbox/fairness';
import type { Db } from '../db/database';
import { sql } from 'drizzle-orm';
import { planRolls, reserveNonces } from '../fairness/seedPairs';
import { AppError } from '../http/errors';
import { credit, debit } from '../money/ledger';
import { loadBox } from './queries';

/** Opening a site box (type 1) is the only way to open one alone; battle boxes open in battles. */
const OPENABLE_TYPE = 1;
/** DESIGN section 3: the game prefix of box rolls. */
export const BOX_GAME = 'box';

export interface OpenedDrop {
  openId: number;
  bagItemId: number;
  rollId: number;
  ticket: number;
  nonce: number;
  itemIndex: number;
  itemPriceCents: bigint;
}

/**
 * Opens `count` of a box in one transaction: the seed pair is locked (a user's rolls are serial),
 * the price is debited once (conditional, never below zero), points are credited 1 per coin, and
 * each roll puts its drop in the bag with a roll row, an open record and an item event.
 */
export async function openBoxes(db: Db, userId: number, boxId: number, count: number) {
  const loaded = await loadBox(db, boxId);
  if (!loaded || loaded.box.type !== OPENABLE_TYPE) throw new AppError(404, 'errors.boxNotFound');
  const { box, contents } = loaded;
  const ranges = ticketRanges(contents.map((c) => c.tickets));
  const totalCents = box.priceCents * BigInt(count);

  const drops = await db.transaction(async (tx) => {
    // Locks the pair (a user's rolls are serial) and takes `count` nonces in one statement.
    const pair = await reserveNonces(tx, userId, count);
    const reference = `box:${boxId}:seed:${pair.id}:nonce:${pair.nonce}`;
    const amountCents = await debit(tx, {
      userId,
      currency: 'amount',
      cents: totalCents,
      kind: 'box.open',
      reference,
    });
    const pointCents = await credit(tx, {
      userId,
      currency: 'point',
      cents: totalCents,
      kind: 'box.open.points',
      reference,
      account: 'promotions',
    });
    const planned = await planRolls(pair, BOX_GAME, count);
    const made: OpenedDrop[] = [];
    for (const result of planned) {
      const itemIndex = pickByTicket(ranges, result.ticket);
      const item = contents[itemIndex];
      if (!item) throw new Error('a ticket fell outside the box contents');
      const itemPriceCents = BigInt(item.priceCents);
      // One statement per drop: the roll, the bag item, its event and the open record.
      const inserted = await tx.execute(sql`
        WITH r AS (
          INSERT INTO rolls (user_id, seed_pair_id, game, nonce, cursor, ticket)
          VALUES (${userId}, ${pair.id}, ${BOX_GAME}, ${result.nonce}, ${result.cursor}, ${result.ticket})
          RETURNING id
        ), b AS (
          INSERT INTO bag_items (user_id, item_id, source, source_ref)
          SELECT ${userId}, ${item.goodsId}, 'box', 'roll:' || r.id FROM r
          RETURNING id
        ), e AS (
          INSERT INTO bag_events (user_id, bag_item_id, kind, price_cents)
          SELECT ${userId}, b.id, 'box.open', ${itemPriceCents} FROM b
        ), o AS (
          INSERT INTO open_records
            (user_id, box_id, box_type, item_id, bag_item_id, roll_id, box_price_cents, item_price_cents)
          SELECT ${userId}, ${boxId}, ${box.type}, ${item.goodsId}, b.id, r.id, ${box.priceCents}, ${itemPriceCents}
          FROM r, b
          RETURNING id
        )
        SELECT r.id AS roll_id, b.id AS bag_item_id, o.id AS open_id FROM r, b, o`);
      const ids = (
        inserted as unknown as {
          rows: Array<{ roll_id: string; bag_item_id: string; open_id: string }>;
        }
      ).rows[0];
      if (!ids) throw new Error('the drop insert returned nothing');
      made.push({
        openId: Number(ids.open_id),
        bagItemId: Number(ids.bag_item_id),
        rollId: Number(ids.roll_id),
        ticket: result.ticket,
        nonce: result.nonce,
        itemIndex,
        itemPriceCents,
      });
    }
    return { made, amountCents, pointCents };
  });
  return {
    box,
    contents,
    drops: drops.made,
    amountCents: drops.amountCents,
    pointCents: drops.pointCents,
  };
}
