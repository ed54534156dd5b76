import { BoxType } from '@skinbox/api';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { boxes } from '../db/schema';

/** The seeded battle boxes, cheapest first (the seed makes them in that order). */
export async function battleBoxes(db: Db): Promise<Array<{ id: number; priceCents: bigint }>> {
  return db
    .select({ id: boxes.id, priceCents: boxes.priceCents })
    .from(boxes)
    .where(eq(boxes.type, BoxType.battle))
    .orderBy(asc(boxes.priceCents), asc(boxes.id));
}

/** The cheapest seeded battle box's id. */
export async function cheapestBattleBoxId(db: Db): Promise<number> {
  const [cheapest] = await battleBoxes(db);
  if (!cheapest) throw new Error('no battle box is seeded');
  return cheapest.id;
}
