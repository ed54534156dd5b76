import { pickByTicket, ticketRanges } from '@skinbox/fairness';
import type { Db } from '../db/database';
import { bagEvents, bagItems, openRecords } from '../db/schema';
import { lockActiveSeedPair, rollWithPair } from '../fairness/seedPairs';
import { AppError } from '../http/errors';
import { credit, debit } from '../money/ledger';
import { boxContents, findBox } from './queries';

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
  const box = await findBox(db, boxId);
  if (!box || box.type !== OPENABLE_TYPE) throw new AppError(404, 'errors.boxNotFound');
  const contents = await boxContents(db, boxId);
  const ranges = ticketRanges(contents.map((c) => c.tickets));
  const totalCents = box.priceCents * BigInt(count);

  const drops = await db.transaction(async (tx) => {
    const pair = await lockActiveSeedPair(tx, userId);
    const reference = `box:${boxId}:seed:${pair.id}:nonce:${pair.nonce}`;
    await debit(tx, { userId, currency: 'amount', cents: totalCents, kind: 'box.open', reference });
    await credit(tx, {
      userId,
      currency: 'point',
      cents: totalCents,
      kind: 'box.open.points',
      reference,
      account: 'promotions',
    });
    const rolled = await rollWithPair(tx, pair, BOX_GAME, count);
    const made: OpenedDrop[] = [];
    for (const result of rolled) {
      const itemIndex = pickByTicket(ranges, result.ticket);
      const item = contents[itemIndex];
      if (!item) throw new Error('a ticket fell outside the box contents');
      const itemPriceCents = BigInt(item.priceCents);
      const [bagItem] = await tx
        .insert(bagItems)
        .values({ userId, itemId: item.goodsId, source: 'box', sourceRef: `roll:${result.rollId}` })
        .returning({ id: bagItems.id });
      if (!bagItem) throw new Error('bag insert returned nothing');
      await tx.insert(bagEvents).values({
        userId,
        bagItemId: bagItem.id,
        kind: 'box.open',
        priceCents: itemPriceCents,
      });
      const [record] = await tx
        .insert(openRecords)
        .values({
          userId,
          boxId,
          boxType: box.type,
          itemId: item.goodsId,
          bagItemId: bagItem.id,
          rollId: result.rollId,
          boxPriceCents: box.priceCents,
          itemPriceCents,
        })
        .returning({ id: openRecords.id });
      if (!record) throw new Error('open record insert returned nothing');
      made.push({
        openId: record.id,
        bagItemId: bagItem.id,
        rollId: result.rollId,
        ticket: result.ticket,
        nonce: result.nonce,
        itemIndex,
        itemPriceCents,
      });
    }
    return made;
  });
  return { box, contents, drops };
}
