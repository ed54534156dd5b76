import { inArray } from 'drizzle-orm';
import { goodsColumns, type GoodsRow } from '../catalogue/goods';
import type { Db } from '../db/database';
import { catalogueItems } from '../db/schema';
import { MINUTE_MS } from '@skinbox/rules';

/** What a goods summary needs of an item besides its price: fixed while the catalogue stands. */
export type ItemLook = Omit<GoodsRow, 'priceCents'>;

/** The goods columns but the price, which comes from the open itself. */
const LOOK_COLUMNS = Object.fromEntries(
  Object.entries(goodsColumns).filter(([column]) => column !== 'priceCents'),
) as Omit<typeof goodsColumns, 'priceCents'>;

/** How long a process trusts an item's names and picture before reading them again. */
export const ITEM_LOOK_CACHE_MS = 10 * MINUTE_MS;

/**
 * The names, picture, grade, wear and category of the items boxes drop, kept per process, so an
 * open names its drops without reading them: open_site_box answers only the item and its price
 * in force, which changes while the catalogue's look does not (a re-seeded catalogue shows
 * within ITEM_LOOK_CACHE_MS).
 */
export class ItemLooks {
  private readonly byItem = new Map<number, { look: ItemLook; readAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async of(itemIds: readonly number[]): Promise<Map<number, ItemLook>> {
    const now = this.now();
    const looks = new Map<number, ItemLook>();
    const missing: number[] = [];
    for (const id of itemIds) {
      const cached = this.byItem.get(id);
      if (cached && now - cached.readAt < ITEM_LOOK_CACHE_MS) looks.set(id, cached.look);
      else missing.push(id);
    }
    if (missing.length === 0) return looks;
    const rows = await this.db
      .select(LOOK_COLUMNS)
      .from(catalogueItems)
      .where(inArray(catalogueItems.id, missing));
    for (const look of rows) {
      this.byItem.set(look.goodsId, { look, readAt: now });
      looks.set(look.goodsId, look);
    }
    return looks;
  }
}
