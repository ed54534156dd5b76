import { sql } from 'drizzle-orm';
import type { Executor } from '../money/ledger';
import { rowsOf } from '../db/rows';

/**
 * DESIGN section 2: every item instance is in exactly one place. Returns bag items that break it:
 * an extraction under way without exactly one pending delivery, a pending delivery on an item not
 * extracting, an item that left the bag for a box open without its open record, or a battle drop that is not
 * exactly one stored battle roll.
 */
export async function findMisplacedItems(
  db: Executor,
): Promise<Array<{ id: number; problem: string }>> {
  const result = await db.execute(sql`
    SELECT b.id, 'extracting without one pending delivery' AS problem
      FROM bag_items b
     WHERE b.state = 'extracting'
       AND (SELECT count(*) FROM deliveries d WHERE d.bag_item_id = b.id AND d.status = 'pending') <> 1
    UNION ALL
    SELECT d.bag_item_id, 'pending delivery of an item not extracting'
      FROM deliveries d JOIN bag_items b ON b.id = d.bag_item_id
     WHERE d.status = 'pending' AND b.state <> 'extracting'
    UNION ALL
    SELECT b.id, 'extracted without a completed delivery'
      FROM bag_items b
     WHERE b.state = 'extracted'
       AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.bag_item_id = b.id AND d.status = 'completed')
    UNION ALL
    SELECT b.id, 'box drop without exactly one open record'
      FROM bag_items b
     WHERE b.source = 'box'
       AND (SELECT count(*) FROM open_records o WHERE o.bag_item_id = b.id) <> 1
    UNION ALL
    SELECT b.id, 'battle drop without exactly one battle roll'
      FROM bag_items b
     WHERE b.source = 'battle'
       AND (SELECT count(*) FROM battle_drops r WHERE r.bag_item_id = b.id) <> 1`);
  return rowsOf<{ id: number; problem: string }>(result);
}
