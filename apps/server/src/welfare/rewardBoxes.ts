import type { BoxContent, Locale } from '@skinbox/api';
import { TICKETS, pickByTicket, ticketRanges } from '@skinbox/fairness';
import { asc, eq, sql } from 'drizzle-orm';
import { ticketsToPercent } from '../boxes/rules/prize';
import {
  goodsColumns,
  imageUrl,
  itemPriceCents,
  toGoodsSummary,
  type GoodsRow,
} from '../catalogue/goods';
import { planBoxContents } from '../catalogue/rules/boxPlan';
import { solveTickets } from '../catalogue/rules/solveTickets';
import { putInBagSql } from '../bag/moves';
import type { Db } from '../db/database';
import {
  boxes,
  catalogueItems,
  rewardBoxes,
  rewardBoxItems,
  type LocalizedName,
  type RewardBoxKind,
} from '../db/schema';
import { planRolls, reserveNonces } from '../fairness/seedPairs';
import { rowsOf } from '../db/rows';
import { boxItemRows } from '../catalogue/rules/boxItemRows';

/**
 * The free boxes of the promotions (welfare tiers, timed boxes): their contents come from the
 * catalogue like a bought box's, solved for an expected value instead of a price, and each
 * opening is a roll of the player's seed pair with the promotion's own game prefix (DESIGN
 * section 3), so it is verified like any box roll.
 */
export interface PlannedRewardBox {
  kind: RewardBoxKind;
  slot: string;
  names: LocalizedName;
  valueCents: bigint;
}

/** Advisory lock of the reward box seeding (several processes may start at once). */
const REWARD_SEED_LOCK = 6_000_018;

/**
 * Makes the planned boxes a database lacks, from the catalogue's items; leaves existing ones
 * alone. Does nothing before the catalogue is seeded. Each box borrows the case art of a site box.
 */
export async function seedRewardBoxes(db: Db, planned: readonly PlannedRewardBox[]) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REWARD_SEED_LOCK})`);
    const existing = await tx
      .select({ kind: rewardBoxes.kind, slot: rewardBoxes.slot })
      .from(rewardBoxes);
    const missing = planned.filter(
      (box) => !existing.some((e) => e.kind === box.kind && e.slot === box.slot),
    );
    if (missing.length === 0) return 0;
    const candidates = (
      await tx.select({ id: catalogueItems.id, price: itemPriceCents }).from(catalogueItems)
    ).map((row) => ({ id: row.id, priceCents: BigInt(row.price) }));
    const art = await tx.select({ image: boxes.image }).from(boxes).orderBy(asc(boxes.sort));
    if (candidates.length === 0 || art.length === 0) return 0;
    let made = 0;
    for (const box of missing) {
      const contents = planBoxContents(candidates, box.valueCents, Number(box.valueCents));
      if (!contents) throw new Error(`no catalogue items straddle ${box.valueCents} cents`);
      const tickets = solveTickets(
        contents.map((c) => c.priceCents),
        Number(box.valueCents),
      );
      const [created] = await tx
        .insert(rewardBoxes)
        .values({
          kind: box.kind,
          slot: box.slot,
          names: box.names,
          image: art[(existing.length + made) % art.length]?.image ?? '',
          valueCents: box.valueCents,
        })
        .returning({ id: rewardBoxes.id });
      if (!created) throw new Error('reward box insert returned nothing');
      await tx.insert(rewardBoxItems).values(
        boxItemRows(
          created.id,
          contents.map((c) => c.id),
          tickets,
        ),
      );
      made += 1;
    }
    return made;
  });
}

export type RewardBoxItem = GoodsRow & { tickets: number };

export interface RewardBox {
  id: number;
  slot: string;
  names: LocalizedName;
  image: string;
  contents: RewardBoxItem[];
}

/** The reward boxes of a kind with their contents in ticket order, at today's prices. */
export async function loadRewardBoxes(db: Db, kind: RewardBoxKind): Promise<RewardBox[]> {
  const rows = await db
    .select({
      box: rewardBoxes,
      item: { ...goodsColumns, tickets: rewardBoxItems.tickets },
    })
    .from(rewardBoxes)
    .innerJoin(rewardBoxItems, eq(rewardBoxItems.boxId, rewardBoxes.id))
    .innerJoin(catalogueItems, eq(catalogueItems.id, rewardBoxItems.itemId))
    .where(eq(rewardBoxes.kind, kind))
    .orderBy(asc(rewardBoxes.id), asc(rewardBoxItems.position));
  const byId = new Map<number, RewardBox>();
  for (const { box, item } of rows) {
    const entry = byId.get(box.id) ?? {
      id: box.id,
      slot: box.slot,
      names: box.names,
      image: box.image,
      contents: [],
    };
    entry.contents.push(item);
    byId.set(box.id, entry);
  }
  return [...byId.values()];
}

export async function loadRewardBox(db: Db, kind: RewardBoxKind, slot: string) {
  const [found] = (await loadRewardBoxes(db, kind)).filter((box) => box.slot === slot);
  return found;
}

/** Expected value of one opening at today's prices, in cents (rounded down). */
export function expectedValueCents(contents: readonly RewardBoxItem[]): bigint {
  const total = contents.reduce((sum, c) => sum + BigInt(c.priceCents) * BigInt(c.tickets), 0n);
  return total / BigInt(TICKETS);
}

/** The contents as the screens show them, with their odds and ticket ranges. */
export function presentContents(
  contents: readonly RewardBoxItem[],
  locale: Locale,
  assets: string,
): BoxContent[] {
  const ranges = ticketRanges(contents.map((c) => c.tickets));
  return contents.map((item, i) => ({
    goods: toGoodsSummary(item, locale, assets),
    probability: ticketsToPercent(item.tickets, TICKETS),
    ticketFrom: ranges[i]?.from ?? 1,
    ticketTo: ranges[i]?.to ?? 1,
  }));
}

export function presentBox(box: RewardBox, locale: Locale, assets: string) {
  return {
    name: box.names[locale],
    image: imageUrl(assets, box.image),
    value: expectedValueCents(box.contents),
    items: presentContents(box.contents, locale, assets),
  };
}

export interface RewardDrop {
  rollId: number;
  ticket: number;
  bagItemId: number;
  item: RewardBoxItem;
  priceCents: bigint;
}

/**
 * One roll of a reward box for a player, in the caller's transaction: the next nonce of their
 * seed pair with `game` as the prefix, the roll stored, the drop put in the bag with its item event.
 */
export async function rollRewardBox(
  tx: Db,
  userId: number,
  game: string,
  contents: readonly RewardBoxItem[],
  now: Date,
): Promise<RewardDrop> {
  const pair = await reserveNonces(tx, userId, 1, now);
  const [planned] = await planRolls(pair, game, 1);
  if (!planned) throw new Error('no roll was planned');
  const item = contents[pickByTicket(ticketRanges(contents.map((c) => c.tickets)), planned.ticket)];
  if (!item) throw new Error('a ticket fell outside the reward box contents');
  const priceCents = BigInt(item.priceCents);
  const inserted = await tx.execute(sql`
    WITH r AS (
      INSERT INTO rolls (user_id, seed_pair_id, game, nonce, cursor, ticket)
      VALUES (${userId}, ${pair.id}, ${game}, ${planned.nonce}, ${planned.cursor}, ${planned.ticket})
      RETURNING id
    ), ${putInBagSql(
      { userId, itemId: item.goodsId, source: game, sourceRef: sql`'roll:' || r.id`, priceCents },
      `${game}.open`,
      sql`FROM r`,
    )}
    SELECT r.id AS roll_id, bag_put.id AS bag_item_id FROM r, bag_put`);
  const [ids] = rowsOf<{ roll_id: string; bag_item_id: string }>(inserted);
  if (!ids) throw new Error('the reward drop insert returned nothing');
  return {
    rollId: Number(ids.roll_id),
    ticket: planned.ticket,
    bagItemId: Number(ids.bag_item_id),
    item,
    priceCents,
  };
}
