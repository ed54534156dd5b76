import { centsToMoney, type Locale } from '@skinbox/api';
import type { BoxItem, BoxRow, ItemRow, catalogue as calls } from '@skinbox/api/admin';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { boxes, boxItems, catalogueItems, replaceStock } from '../db/schema';
import { AppError } from '../http/errors';
import { escapeLike } from '../platform/likePattern';
import { readPage, rowCount } from '../platform/paging';
import { maxRtpOfType } from './boxDraft';
import type { ServerConfig } from '../config';
import { imageUrl, itemPriceCents } from './goods';
import { returnToPlayer } from './rules/solveTickets';

/** What the back office's box editor and item lists read of the catalogue. */

type BoxRecord = typeof boxes.$inferSelect;
interface Content {
  boxId: number;
  itemId: number;
  position: number;
  tickets: number;
  priceCents: bigint;
}

async function contentsOf(
  db: Db,
  boxIds: number[],
  override?: { itemId: number; priceCents: bigint | null },
) {
  if (boxIds.length === 0) return [];
  const rows = await db
    .select({
      boxId: boxItems.boxId,
      itemId: boxItems.itemId,
      position: boxItems.position,
      tickets: boxItems.tickets,
      priceCents: itemPriceCents,
      modelCents: catalogueItems.modelPriceCents,
    })
    .from(boxItems)
    .innerJoin(catalogueItems, eq(catalogueItems.id, boxItems.itemId))
    .where(inArray(boxItems.boxId, boxIds))
    .orderBy(asc(boxItems.boxId), asc(boxItems.position));
  return rows.map((row): Content => ({
    ...row,
    priceCents:
      override && row.itemId === override.itemId
        ? (override.priceCents ?? row.modelCents)
        : BigInt(row.priceCents),
  }));
}

const rtpOf = (box: BoxRecord, contents: Content[]) =>
  returnToPlayer(
    contents.filter((c) => c.boxId === box.id),
    box.priceCents,
  );

function presentBox(box: BoxRecord, contents: Content[]): BoxRow {
  return {
    boxId: box.id,
    type: box.type,
    category: box.category,
    names: box.names,
    image: box.image,
    price: centsToMoney(box.priceCents),
    enabled: box.enabled,
    sort: box.sort,
    items: contents.filter((c) => c.boxId === box.id).length,
    targetRtp: box.rtpBasisPoints / 10_000,
    actualRtp: rtpOf(box, contents),
  };
}

/** Every box (of a type), in list order: sort, then price. */
export async function boxList(db: Db, type?: number) {
  const rows = await db
    .select()
    .from(boxes)
    .where(type === undefined ? undefined : eq(boxes.type, type))
    .orderBy(asc(boxes.type), asc(boxes.sort), asc(boxes.priceCents), asc(boxes.id));
  const contents = await contentsOf(
    db,
    rows.map((b) => b.id),
  );
  return rows.map((box) => presentBox(box, contents));
}

export async function requireBox(db: Db, boxId: number) {
  const [box] = await db.select().from(boxes).where(eq(boxes.id, boxId));
  if (!box) throw new AppError(404, 'errors.boxNotFound');
  return box;
}

/** One box with its contents in ticket order, for the editor. */
export async function boxForEditor(db: Db, boxId: number, locale: Locale, assetBase: string) {
  const box = await requireBox(db, boxId);
  const contents = await contentsOf(db, [boxId]);
  const items = await db
    .select()
    .from(catalogueItems)
    .where(
      inArray(
        catalogueItems.id,
        contents.map((c) => c.itemId),
      ),
    );
  return {
    ...presentBox(box, contents),
    contents: contents.map((c) => {
      const item = items.find((i) => i.id === c.itemId);
      return {
        goodsId: c.itemId,
        name: item ? item.names[locale] || item.names.en : '',
        image: item ? imageUrl(assetBase, item.image) : '',
        quality: (item?.quality ?? 'consumer') as BoxItem['quality'],
        price: centsToMoney(c.priceCents),
        tickets: c.tickets,
      };
    }),
  };
}

/** Catalogue items by id or name (English or Chinese), with their price and replacement stock. */
export async function itemList(
  db: Db,
  input: z.output<typeof calls.items.request>,
  locale: Locale,
  assetBase: string,
) {
  const filters: SQL[] = [];
  if (input.query) {
    const escaped = escapeLike(input.query);
    const byName = or(
      ilike(sql`${catalogueItems.names}->>'en'`, `%${escaped}%`),
      ilike(sql`${catalogueItems.names}->>'zh'`, `%${escaped}%`),
    ) as SQL;
    filters.push(
      /^\d{1,9}$/.test(input.query)
        ? (or(eq(catalogueItems.id, Number(input.query)), byName) as SQL)
        : byName,
    );
  }
  if (input.quality) filters.push(eq(catalogueItems.quality, input.quality));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const { rows, total } = await readPage(
    input,
    db
      .select({ item: catalogueItems, priceCents: itemPriceCents, stock: replaceStock.stock })
      .from(catalogueItems)
      .leftJoin(replaceStock, eq(replaceStock.itemId, catalogueItems.id))
      .where(where)
      .orderBy(desc(sql`${itemPriceCents}::bigint`), asc(catalogueItems.id))
      .$dynamic(),
    rowCount(db, catalogueItems, where),
  );
  return {
    total,
    list: rows.map(({ item, priceCents, stock }): ItemRow => ({
      goodsId: item.id,
      name: item.names[locale] || item.names.en,
      image: imageUrl(assetBase, item.image),
      quality: item.quality as ItemRow['quality'],
      exterior: item.exterior,
      category: item.category,
      price: centsToMoney(BigInt(priceCents)),
      modelPrice: centsToMoney(item.modelPriceCents),
      overridePrice:
        item.overridePriceCents === null ? null : centsToMoney(item.overridePriceCents),
      replaceStock: stock ?? null,
    })),
  };
}

/**
 * The boxes holding an item, with their return now and after its price became `priceCents`
 * (null: the price model's), and whether that passes their type's ceiling.
 */
export async function boxesMovedBy(
  db: Db,
  itemId: number,
  priceCents: bigint | null,
  config: Pick<ServerConfig, 'tradeup'>,
) {
  const holding = await db
    .selectDistinct({ boxId: boxItems.boxId })
    .from(boxItems)
    .where(eq(boxItems.itemId, itemId));
  const ids = holding.map((h) => h.boxId);
  if (ids.length === 0) return [];
  const rows = await db.select().from(boxes).where(inArray(boxes.id, ids)).orderBy(asc(boxes.id));
  const [now, then] = await Promise.all([
    contentsOf(db, ids),
    contentsOf(db, ids, { itemId, priceCents }),
  ]);
  return rows.map((box) => {
    const rtpAfter = rtpOf(box, then);
    return {
      boxId: box.id,
      type: box.type,
      name: box.names.en,
      enabled: box.enabled,
      targetRtp: box.rtpBasisPoints / 10_000,
      rtpBefore: rtpOf(box, now),
      rtpAfter,
      overCeiling: rtpAfter >= maxRtpOfType(box.type, config),
    };
  });
}

export async function boxCategories(db: Db) {
  const rows = await db
    .selectDistinct({ category: boxes.category })
    .from(boxes)
    .orderBy(asc(boxes.category));
  return rows.map((r) => r.category);
}
