import type { Db } from '../../db/database';
import { refuseWhilePaused } from '../../limits/enforcement';
import { credit, getBalanceCents } from '../../money/ledger';
import { consumeEntries, lockEntries, requireAllInBag } from '../../bag/moves';
import { batchAmmoCents } from './rules/rate';

/**
 * Melts the chosen bag items into ammo in one transaction: the entries are locked and consumed
 * (compare-and-set) and the ammo is credited with its ledger row, so the ammo ledger (ammoDetails)
 * shows each refining.
 */
export function refine(
  db: Db,
  userId: number,
  ids: readonly number[],
  rateBasisPoints: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    // Refining feeds the ammo boxes: play, none during a cool-off or self-exclusion (limits/).
    await refuseWhilePaused(tx, userId, now);
    const entries = await lockEntries(tx, userId, ids);
    requireAllInBag(entries, ids);
    await consumeEntries(tx, userId, entries, 'refine');
    const ammo = batchAmmoCents(
      entries.map((e) => e.priceCents),
      rateBasisPoints,
    );
    const balance =
      ammo > 0n
        ? await credit(tx, {
            userId,
            currency: 'ammon',
            cents: ammo,
            kind: 'refine',
            reference: `refine:${entries.map((e) => e.id).join(',')}`,
          })
        : await getBalanceCents(tx, userId, 'ammon');
    return { ammo, balance };
  });
}
