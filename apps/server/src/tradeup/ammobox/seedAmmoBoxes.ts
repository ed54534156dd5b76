import { BoxType } from '@skinbox/api';
import { asc, eq, sql } from 'drizzle-orm';
import { itemPriceCents } from '../../catalogue/goods';
import { planBoxContents } from '../../catalogue/rules/boxPlan';
import { solveTickets } from '../../catalogue/rules/solveTickets';
import type { Db } from '../../db/database';
import { boxes, boxItems, catalogueItems } from '../../db/schema';
import { AMMO_BOX_PLANS } from './rules/plans';
import { boxItemRows } from '../../catalogue/rules/boxItemRows';

/** Advisory lock id of the ammo box seeding (several processes may start at once). */
const AMMO_SEED_LOCK = 6_000_017;

/**
 * Makes the planned ammo boxes from the catalogue at the first start, as the site boxes are made
 * (catalogue/seed.ts): contents straddling the target value, drop probabilities solved for
 * AMMO_BOX_RTP, the art of a site box. Does nothing when any ammo box exists.
 */
export async function seedAmmoBoxes(db: Db, rtpBasisPoints: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AMMO_SEED_LOCK})`);
    const [existing] = await tx
      .select({ id: boxes.id })
      .from(boxes)
      .where(eq(boxes.type, BoxType.ammo))
      .limit(1);
    if (existing) return 0;
    const candidates = (
      await tx
        .select({ id: catalogueItems.id, priceCents: itemPriceCents })
        .from(catalogueItems)
        .orderBy(asc(catalogueItems.id))
    ).map((c) => ({ id: c.id, priceCents: BigInt(c.priceCents) }));
    const art = await tx
      .select({ image: boxes.image, cs2CaseId: boxes.cs2CaseId })
      .from(boxes)
      .where(eq(boxes.type, 1))
      .orderBy(asc(boxes.sort), asc(boxes.id));
    let made = 0;
    for (const [sort, plan] of AMMO_BOX_PLANS.entries()) {
      const priceCents = BigInt(plan.priceAmmo * 100);
      const target = Math.round((plan.priceAmmo * 100 * rtpBasisPoints) / 10_000);
      const contents = planBoxContents(candidates, priceCents, target);
      const look = art[(sort * 3) % Math.max(1, art.length)];
      if (!contents || !look) continue;
      const tickets = solveTickets(
        contents.map((c) => c.priceCents),
        target,
      );
      const [box] = await tx
        .insert(boxes)
        .values({
          type: BoxType.ammo,
          category: 'ammo',
          names: plan.names,
          cs2CaseId: look.cs2CaseId,
          image: look.image,
          priceCents,
          rtpBasisPoints,
          sort,
        })
        .returning({ id: boxes.id });
      if (!box) throw new Error('the ammo box insert returned nothing');
      await tx.insert(boxItems).values(
        boxItemRows(
          box.id,
          contents.map((c) => c.id),
          tickets,
        ),
      );
      made += 1;
    }
    return made;
  });
}
