import type { ContractCandidate } from '@skinbox/fairness';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { itemPriceCents } from '../../catalogue/goods';
import type { Db } from '../../db/database';
import { catalogueItems, contracts, rolls, seedPairs } from '../../db/schema';
import { readPage, rowCount } from '../../platform/paging';
import { ladderBand } from './rules/ladder';
import { rollProofColumns } from '../../fairness/rollProof';

/** Catalogue items a contract of `valueCents` may draw (its price band), cheapest first. */
export async function ladderCandidates(db: Db, valueCents: bigint): Promise<ContractCandidate[]> {
  const { minCents, maxCents } = ladderBand(valueCents);
  const rows = await db
    .select({ goodsId: catalogueItems.id, priceCents: itemPriceCents })
    .from(catalogueItems)
    .where(sql`${itemPriceCents} between ${minCents.toString()} and ${maxCents.toString()}`)
    .orderBy(asc(itemPriceCents), asc(catalogueItems.id));
  return rows.map((row) => ({ goodsId: row.goodsId, priceCents: Number(row.priceCents) }));
}

/** The player's signed contracts, newest first, with the seeds that verify them. */
export function contractHistory(db: Db, userId: number, page: { page: number; pageSize: number }) {
  const where = eq(contracts.userId, userId);
  return readPage(
    page,
    db
      .select({
        contract: contracts,
        ...rollProofColumns,
      })
      .from(contracts)
      .innerJoin(rolls, eq(rolls.id, contracts.rollId))
      .innerJoin(seedPairs, and(eq(seedPairs.id, rolls.seedPairId)))
      .where(where)
      .orderBy(desc(contracts.id))
      .$dynamic(),
    rowCount(db, contracts, where),
  );
}
