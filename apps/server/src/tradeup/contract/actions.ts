import { GAME, pickByTicket, ticketRanges } from '@skinbox/fairness';
import type { Db } from '../../db/database';
import { contracts, rolls } from '../../db/schema';
import { lockActiveSeedPair, planRolls, reserveNonces } from '../../fairness/seedPairs';
import { AppError } from '../../http/errors';
import {
  consumeEntries,
  lockEntries,
  putInBag,
  readEntries,
  requireAllInBag,
  totalCents,
} from '../../bag/moves';
import { ladderCandidates } from './queries';
import { priceLadder, sameLadder } from './rules/ladder';

/** The ladder, odds and seeds for the chosen items, before signing; changes nothing but may make
 * the player's first seed pair. */
export async function previewContract(
  db: Db,
  userId: number,
  ids: readonly number[],
  rtpBasisPoints: number,
) {
  const entries = await readEntries(db, userId, ids);
  requireAllInBag(entries, ids);
  const valueCents = totalCents(entries);
  const ladder = priceLadder(await ladderCandidates(db, valueCents), valueCents, rtpBasisPoints);
  if (!ladder) throw new AppError(409, 'errors.contractNoLadder');
  const pair = await db.transaction((tx) => lockActiveSeedPair(tx, userId));
  return { valueCents, ladder, pair };
}

/**
 * Signs a contract in one transaction: the offered entries are locked and checked, the ladder is
 * recomputed and must be the one the player saw, one nonce of the player's seed pair rolls
 * roll('contract', …), the offered items are consumed and the drawn rung enters the bag.
 */
export function signContract(
  db: Db,
  userId: number,
  ids: readonly number[],
  seenLadder: readonly number[],
  rtpBasisPoints: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const entries = await lockEntries(tx, userId, ids);
    requireAllInBag(entries, ids);
    const valueCents = totalCents(entries);
    const ladder = priceLadder(await ladderCandidates(tx, valueCents), valueCents, rtpBasisPoints);
    if (!ladder) throw new AppError(409, 'errors.contractNoLadder');
    if (!sameLadder(seenLadder, ladder)) throw new AppError(409, 'errors.contractLadderChanged');

    const pair = await reserveNonces(tx, userId, 1, now);
    const [planned] = await planRolls(pair, GAME.contract, 1);
    if (!planned) throw new Error('no contract roll was planned');
    const rung = pickByTicket(ticketRanges(ladder.map((r) => r.tickets)), planned.ticket);
    const prize = ladder[rung];
    if (!prize) throw new Error('the ticket fell outside the ladder');
    const [rolled] = await tx
      .insert(rolls)
      .values({
        userId,
        seedPairId: pair.id,
        game: GAME.contract,
        nonce: planned.nonce,
        cursor: planned.cursor,
        ticket: planned.ticket,
      })
      .returning({ id: rolls.id });
    if (!rolled) throw new Error('the roll insert returned nothing');

    await consumeEntries(tx, userId, entries, 'contract.offer');
    const bagItemId = await putInBag(
      tx,
      {
        userId,
        itemId: prize.goodsId,
        priceCents: BigInt(prize.priceCents),
        source: 'contract',
        sourceRef: `roll:${rolled.id}`,
      },
      'contract.receive',
    );
    const [signed] = await tx
      .insert(contracts)
      .values({
        userId,
        offeredBagItemIds: entries.map((e) => e.id),
        valueCents,
        rtpBasisPoints,
        ladder: ladder.map((r) => ({
          goodsId: r.goodsId,
          priceCents: String(r.priceCents),
          tickets: r.tickets,
        })),
        rollId: rolled.id,
        rung,
        prizeItemId: prize.goodsId,
        bagItemId,
      })
      .returning({ id: contracts.id });
    if (!signed) throw new Error('the contract insert returned nothing');
    return {
      contractId: signed.id,
      bagItemId,
      prizeGoodsId: prize.goodsId,
      rung,
      rollId: rolled.id,
      ticket: planned.ticket,
      nonce: planned.nonce,
    };
  });
}
