import { BoxType } from '@skinbox/api';
import { GAME, pickByTicket, ticketRanges } from '@skinbox/fairness';
import type { Db } from '../../db/database';
import { rolls } from '../../db/schema';
import { loadBox } from '../../boxes/queries';
import { planRolls, reserveNonces } from '../../fairness/seedPairs';
import { AppError } from '../../http/errors';
import { debit } from '../../money/ledger';
import { putInBag } from '../../bag/moves';

/**
 * Opens `count` of an ammo box in one transaction, as a site box opens (boxes/openBoxes.ts): the
 * seed pair is locked and `count` nonces taken, the price is debited from the ammo balance (never
 * below zero), and each roll puts its drop in the bag with a roll row and an item event.
 */
export async function openAmmoBoxes(
  db: Db,
  userId: number,
  boxId: number,
  count: number,
  now: Date,
) {
  const loaded = await loadBox(db, boxId);
  if (!loaded || loaded.box.type !== BoxType.ammo)
    throw new AppError(404, 'errors.ammoBoxNotFound');
  const { box, contents } = loaded;
  const ranges = ticketRanges(contents.map((c) => c.tickets));
  const result = await db.transaction(async (tx) => {
    const pair = await reserveNonces(tx, userId, count, now);
    const reference = `ammobox:${boxId}:seed:${pair.id}:nonce:${pair.nonce}`;
    const ammon = await debit(tx, {
      userId,
      currency: 'ammon',
      cents: box.priceCents * BigInt(count),
      kind: 'ammobox.open',
      reference,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.key === 'errors.insufficientBalance') {
        throw new AppError(409, 'errors.insufficientAmmo');
      }
      throw error;
    });
    const drops = [];
    for (const planned of await planRolls(pair, GAME.ammoBox, count)) {
      const index = pickByTicket(ranges, planned.ticket);
      const item = contents[index];
      if (!item) throw new Error('a ticket fell outside the box contents');
      const [rolled] = await tx
        .insert(rolls)
        .values({
          userId,
          seedPairId: pair.id,
          game: GAME.ammoBox,
          nonce: planned.nonce,
          cursor: planned.cursor,
          ticket: planned.ticket,
        })
        .returning({ id: rolls.id });
      if (!rolled) throw new Error('the roll insert returned nothing');
      const bagItemId = await putInBag(
        tx,
        {
          userId,
          itemId: item.goodsId,
          priceCents: BigInt(item.priceCents),
          source: GAME.ammoBox,
          sourceRef: `roll:${rolled.id}`,
        },
        'ammobox.open',
      );
      drops.push({
        bagItemId,
        rollId: rolled.id,
        index,
        ticket: planned.ticket,
        nonce: planned.nonce,
      });
    }
    return { drops, ammon };
  });
  return { box, contents, ...result };
}
