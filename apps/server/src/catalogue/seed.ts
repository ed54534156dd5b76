import { BoxType } from '@skinbox/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { boxes, boxItems, catalogueItems } from '../db/schema';
import type { CatalogueCandidate } from './cs2Source';
import { planBoxContents } from './rules/boxPlan';
import { solveTickets } from './rules/solveTickets';
import {
  BATTLE_BOX_PRICES,
  DEFAULT_RTP,
  SITE_BOX_PRICES,
  siteCategoryOf,
  type BoxCategory,
} from './seedPlan';
import { rowCount } from '../platform/paging';
import { boxItemRows } from './rules/boxItemRows';

export interface SeedResult {
  seeded: boolean;
  items: number;
  boxes: number;
}

interface PlannedBox {
  type: BoxType;
  category: BoxCategory;
  priceCoins: number;
}

const PLANNED: PlannedBox[] = [
  ...SITE_BOX_PRICES.map((priceCoins) => ({
    type: BoxType.site,
    category: siteCategoryOf(priceCoins),
    priceCoins,
  })),
  ...BATTLE_BOX_PRICES.map((priceCoins) => ({
    type: BoxType.battle,
    category: 'battle' as const,
    priceCoins,
  })),
];

/** Advisory lock id of the seeding transaction. */
const SEED_LOCK = 6_000_001;

const key = (c: { cs2Id: number; exterior: string | null }) => `${c.cs2Id}:${c.exterior ?? ''}`;

/**
 * Fills the catalogue from @ianlucas/cs2-lib and makes the planned boxes, each from the next
 * weapon case that can straddle its target value, with drop probabilities solved for `rtp`.
 * Does nothing when boxes exist already (safe to run at every start).
 */
export async function seedCatalogue(db: Db, rtp = DEFAULT_RTP): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Several server processes may start at once: one seeds, the others then find boxes.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await rowCount(tx, boxes);
    if ((existing?.n ?? 0) > 0) return { seeded: false, items: 0, boxes: 0 };

    // Loaded here and only here: @ianlucas/cs2-lib and its five translations take about 1 GB of
    // memory once imported, which a server on a seeded database should not hold.
    const { weaponCases } = await import('./cs2Source');
    const cases = weaponCases();
    let nextCase = 0;
    const plans: Array<{
      box: PlannedBox;
      source: (typeof cases)[number];
      contents: CatalogueCandidate[];
    }> = [];
    for (const box of PLANNED) {
      const priceCents = BigInt(box.priceCoins * 100);
      const target = Math.round(box.priceCoins * 100 * rtp);
      for (; nextCase < cases.length; nextCase += 1) {
        const source = cases[nextCase];
        if (!source) break;
        const contents = planBoxContents(
          source.candidates.map((c) => ({ ...c, priceCents: c.modelPriceCents })),
          priceCents,
          target,
        );
        if (contents) {
          plans.push({ box, source, contents });
          nextCase += 1;
          break;
        }
      }
    }
    if (plans.length < PLANNED.length)
      throw new Error('not enough weapon cases for the planned boxes');

    // Every drop of the used cases enters the catalogue (the mall and later modes use them too).
    const candidates = new Map<string, CatalogueCandidate>();
    for (const { source } of plans) for (const c of source.candidates) candidates.set(key(c), c);
    const ids = new Map<string, number>();
    const rows = [...candidates.values()];
    for (let start = 0; start < rows.length; start += 500) {
      const inserted = await tx
        .insert(catalogueItems)
        .values(rows.slice(start, start + 500))
        .returning({
          id: catalogueItems.id,
          cs2Id: catalogueItems.cs2Id,
          exterior: catalogueItems.exterior,
        });
      for (const row of inserted) ids.set(key(row), row.id);
    }

    for (const [sort, { box, source, contents }] of plans.entries()) {
      const priceCents = BigInt(box.priceCoins * 100);
      const tickets = solveTickets(
        contents.map((c) => c.modelPriceCents),
        Math.round(box.priceCoins * 100 * rtp),
      );
      const [created] = await tx
        .insert(boxes)
        .values({
          type: box.type,
          category: box.category,
          names: source.names,
          cs2CaseId: source.cs2Id,
          image: source.image,
          priceCents,
          rtpBasisPoints: Math.round(rtp * 10_000),
          sort,
        })
        .returning({ id: boxes.id });
      if (!created) throw new Error('box insert returned nothing');
      await tx.insert(boxItems).values(
        boxItemRows(
          created.id,
          contents.map((c) => ids.get(key(c)) ?? 0),
          tickets,
        ),
      );
    }
    return { seeded: true, items: rows.length, boxes: plans.length };
  });
}
