import { centsToMoney, moneyToCents, type Locale } from '@skinbox/api';
import { eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { boxes, boxItems, catalogueItems, replaceStock } from '../db/schema';
import { AppError } from '../http/errors';
import { boxesMovedBy, requireBox } from './adminQueries';
import { checkDraft, maxRtpOfType, type ParsedDraft } from './boxDraft';

/**
 * The catalogue's operator rules: boxes, prices and replacement stock, each written to the audit
 * log. A box is saved in one transaction (its row and its whole contents), so an opening that
 * reads it afterwards sees the new box whole.
 */

type CatalogueConfig = Pick<ServerConfig, 'tradeup' | 'ASSET_BASE_URL'>;

const contentsOf = async (tx: Db, boxId: number) =>
  tx
    .select({ goodsId: boxItems.itemId, tickets: boxItems.tickets })
    .from(boxItems)
    .where(eq(boxItems.boxId, boxId))
    .orderBy(boxItems.position);

const settingsOf = (box: typeof boxes.$inferSelect) => ({
  type: box.type,
  category: box.category,
  names: box.names,
  image: box.image,
  price: centsToMoney(box.priceCents),
  rtpBasisPoints: box.rtpBasisPoints,
  enabled: box.enabled,
});

/**
 * Creates a box or replaces one's settings and contents, refused (errors.boxEconomy) when its
 * return at today's prices reaches its type's ceiling. The target it records is `solveFor`, or
 * the return of the tickets given.
 */
export async function saveBox(
  tx: Db,
  input: { boxId?: number; draft: ParsedDraft; reason?: string },
  operator: Operator,
  config: CatalogueConfig,
  locale: Locale = 'en',
) {
  const { check, tickets } = await checkDraft(tx, input.draft, config, locale);
  if (!check.accepted) {
    throw new AppError(400, 'errors.boxEconomy', {
      rtp: check.rtp.toFixed(4),
      max: check.maxRtp.toFixed(4),
    });
  }
  const { draft } = input;
  const values = {
    type: draft.type,
    category: draft.category,
    names: draft.names,
    image: draft.image,
    priceCents: moneyToCents(draft.price),
    rtpBasisPoints: Math.round((draft.solveFor ?? check.rtp) * 10_000),
  };
  let before: unknown = null;
  let boxId: number;
  if (input.boxId === undefined) {
    const [created] = await tx
      .insert(boxes)
      .values({ ...values, cs2CaseId: 0, enabled: false })
      .returning({ id: boxes.id });
    if (!created) throw new Error('the box insert returned nothing');
    boxId = created.id;
  } else {
    const [locked] = await tx.select().from(boxes).where(eq(boxes.id, input.boxId)).for('update');
    if (!locked) throw new AppError(404, 'errors.boxNotFound');
    before = { ...settingsOf(locked), contents: await contentsOf(tx, locked.id) };
    boxId = locked.id;
    await tx.update(boxes).set(values).where(eq(boxes.id, boxId));
    await tx.delete(boxItems).where(eq(boxItems.boxId, boxId));
  }
  await tx.insert(boxItems).values(
    draft.contents.map((content, position) => ({
      boxId,
      position,
      itemId: content.goodsId,
      tickets: tickets[position] ?? 0,
    })),
  );
  const [saved] = await tx.select().from(boxes).where(eq(boxes.id, boxId));
  const auditId = await writeAudit(tx, operator, {
    action: 'catalogue.saveBox',
    target: `box:${boxId}`,
    before,
    after: saved && { ...settingsOf(saved), contents: await contentsOf(tx, boxId), rtp: check.rtp },
    reason: input.reason,
  });
  return { auditId, boxId, check };
}

/** Publishes or withdraws a box; a box without contents cannot be published. */
export async function setBoxEnabled(
  tx: Db,
  input: { boxId: number; enabled: boolean; reason?: string },
  operator: Operator,
) {
  const box = await requireBox(tx, input.boxId);
  if (input.enabled && (await contentsOf(tx, box.id)).length === 0) {
    throw new AppError(409, 'errors.boxItemsCount');
  }
  await tx.update(boxes).set({ enabled: input.enabled }).where(eq(boxes.id, input.boxId));
  const auditId = await writeAudit(tx, operator, {
    action: 'catalogue.setBoxEnabled',
    target: `box:${input.boxId}`,
    before: { enabled: box.enabled },
    after: { enabled: input.enabled },
    reason: input.reason,
  });
  return { auditId };
}

/** The given boxes take sort 1, 2, 3 … in this order. */
export async function orderBoxes(
  tx: Db,
  input: { boxIds: number[]; reason?: string },
  operator: Operator,
) {
  const ids = [...new Set(input.boxIds)];
  const found = await tx
    .select({ id: boxes.id, sort: boxes.sort })
    .from(boxes)
    .where(inArray(boxes.id, ids));
  if (found.length !== ids.length) throw new AppError(404, 'errors.boxNotFound');
  for (const [index, id] of ids.entries()) {
    await tx
      .update(boxes)
      .set({ sort: index + 1 })
      .where(eq(boxes.id, id));
  }
  const auditId = await writeAudit(tx, operator, {
    action: 'catalogue.orderBoxes',
    target: 'boxes',
    before: Object.fromEntries(found.map((b) => [b.id, b.sort])),
    after: Object.fromEntries(ids.map((id, index) => [id, index + 1])),
    reason: input.reason,
  });
  return { auditId };
}

/**
 * Overrides an item's price (null: back to the price model). Refused (errors.boxEconomy) when
 * an enabled box holding it would reach its ceiling; answers every box it moves.
 */
export async function setItemPrice(
  tx: Db,
  input: { goodsId: number; price: string | null; reason?: string },
  operator: Operator,
  config: Pick<ServerConfig, 'tradeup'>,
) {
  const override = input.price === null ? null : moneyToCents(input.price);
  const [item] = await tx
    .select()
    .from(catalogueItems)
    .where(eq(catalogueItems.id, input.goodsId))
    .for('update');
  if (!item) throw new AppError(404, 'errors.itemNotFound');
  const moved = await boxesMovedBy(tx, input.goodsId, override, config);
  const over = moved.find((box) => box.enabled && box.overCeiling);
  if (over) {
    throw new AppError(400, 'errors.priceEconomy', {
      box: over.boxId,
      rtp: over.rtpAfter.toFixed(4),
      max: maxRtpOfType(over.type, config).toFixed(4),
    });
  }
  await tx
    .update(catalogueItems)
    .set({ overridePriceCents: override })
    .where(eq(catalogueItems.id, input.goodsId));
  const auditId = await writeAudit(tx, operator, {
    action: 'catalogue.setPrice',
    target: `item:${input.goodsId}`,
    before: { override: item.overridePriceCents, model: item.modelPriceCents },
    after: { override, boxes: moved.map((b) => ({ boxId: b.boxId, rtp: b.rtpAfter })) },
    reason: input.reason,
  });
  return { auditId, boxes: moved };
}

/** How many of an item the house hands out through replacements (under 10 hides it). */
export async function setReplaceStock(
  tx: Db,
  input: { goodsId: number; stock: number; reason?: string },
  operator: Operator,
) {
  const [item] = await tx
    .select({ id: catalogueItems.id, stock: replaceStock.stock })
    .from(catalogueItems)
    .leftJoin(replaceStock, eq(replaceStock.itemId, catalogueItems.id))
    .where(eq(catalogueItems.id, input.goodsId));
  if (!item) throw new AppError(404, 'errors.itemNotFound');
  await tx
    .insert(replaceStock)
    .values({ itemId: input.goodsId, stock: input.stock })
    .onConflictDoUpdate({ target: replaceStock.itemId, set: { stock: sql`excluded.stock` } });
  const auditId = await writeAudit(tx, operator, {
    action: 'catalogue.setStock',
    target: `item:${input.goodsId}`,
    before: { stock: item.stock ?? null },
    after: { stock: input.stock },
    reason: input.reason,
  });
  return { auditId };
}
