import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { boxes, boxItems, catalogueItems } from '../db/schema';
import { itemPriceCents } from './goods';
import { returnToPlayer } from './rules/solveTickets';

export interface BoxRtp {
  boxId: number;
  type: number;
  name: string;
  priceCents: bigint;
  items: number;
  targetRtp: number;
  actualRtp: number;
}

/** Every box's return-to-player at today's prices, against the target it was solved for. */
export async function boxRtpReport(db: Db): Promise<BoxRtp[]> {
  const rows = await db
    .select({
      boxId: boxes.id,
      type: boxes.type,
      names: boxes.names,
      priceCents: boxes.priceCents,
      rtpBasisPoints: boxes.rtpBasisPoints,
      tickets: boxItems.tickets,
      itemPrice: itemPriceCents,
    })
    .from(boxes)
    .innerJoin(boxItems, eq(boxItems.boxId, boxes.id))
    .innerJoin(catalogueItems, eq(catalogueItems.id, boxItems.itemId))
    .orderBy(asc(boxes.type), asc(boxes.priceCents), asc(boxes.id));
  const byBox = new Map<
    number,
    BoxRtp & { contents: Array<{ tickets: number; priceCents: bigint }> }
  >();
  for (const row of rows) {
    const entry = byBox.get(row.boxId) ?? {
      boxId: row.boxId,
      type: row.type,
      name: row.names.en,
      priceCents: row.priceCents,
      items: 0,
      targetRtp: row.rtpBasisPoints / 10_000,
      actualRtp: 0,
      contents: [],
    };
    entry.contents.push({ tickets: row.tickets, priceCents: BigInt(row.itemPrice) });
    entry.items = entry.contents.length;
    byBox.set(row.boxId, entry);
  }
  return [...byBox.values()].map(({ contents, ...box }) => ({
    ...box,
    actualRtp: returnToPlayer(contents, box.priceCents),
  }));
}
