import { GAME } from '@skinbox/fairness';
import type { FestivalConfig, NewYearConfig } from '@skinbox/api';
import { and, eq, inArray } from 'drizzle-orm';
import { putInBag } from '../bag/moves';
import type { Db } from '../db/database';
import { catalogueItems, festivalClaims, newYearDraws, rolls } from '../db/schema';
import { goodsColumns, type GoodsRow } from '../catalogue/goods';
import { planRolls, reserveNonces } from '../fairness/seedPairs';
import { AppError } from '../http/errors';
import { credit } from '../money/ledger';
import { turnoverByPlayer } from '../ranking/turnover';
import type { SiteClock } from '../runtime/siteClock';
import { centsToMoney, moneyToCents } from '@skinbox/api';
import { newYearPrizeFor } from './rules/newYearWheel';
import { isLive } from './rules/window';

/** The catalogue items of a festival's prizes, by goods id. */
export async function festivalGoods(db: Db, itemIds: readonly number[]) {
  if (itemIds.length === 0) return new Map<number, GoodsRow>();
  const rows = await db
    .select(goodsColumns)
    .from(catalogueItems)
    .where(inArray(catalogueItems.id, [...itemIds]));
  return new Map(rows.map((row) => [row.goodsId, row]));
}

async function turnoverSince(db: Db, userId: number, from: Date, now: Date) {
  const [mine] = await turnoverByPlayer(db, from, now, userId);
  return mine?.cents ?? 0n;
}

/**
 * Gives a festival goods prize (GAMES.md section 6): refused outside the activity, for an unknown
 * prize, or before the player's turnover since the start reaches the prize's. The item goes into
 * the bag with the claim row, whose (activity, prize, player) unique key makes it once per player
 * also when claims race.
 */
export async function claimFestivalGoods(
  db: Db,
  festival: FestivalConfig,
  { userId, key, now }: { userId: number; key: string; now: Date },
) {
  if (!isLive(festival, now)) throw new AppError(409, 'errors.activityClosed');
  const prize = festival.goods.find((g) => g.key === key);
  if (!prize) throw new AppError(404, 'errors.activityPrizeNotFound');
  const item = (await festivalGoods(db, [prize.itemId])).get(prize.itemId);
  if (!item) throw new AppError(404, 'errors.activityPrizeNotFound');
  const goal = moneyToCents(prize.turnover);
  return db.transaction(async (tx) => {
    const turnover = await turnoverSince(tx, userId, new Date(festival.startAt), now);
    if (turnover < goal) {
      throw new AppError(409, 'errors.activityTurnover', { amount: prize.turnover });
    }
    const [already] = await tx
      .select({ id: festivalClaims.id })
      .from(festivalClaims)
      .where(
        and(
          eq(festivalClaims.activityId, festival.id),
          eq(festivalClaims.prizeKey, key),
          eq(festivalClaims.userId, userId),
        ),
      );
    if (already) throw new AppError(409, 'errors.activityPrizeClaimed');
    const priceCents = BigInt(item.priceCents);
    const bagItemId = await putInBag(
      tx,
      {
        userId,
        itemId: item.goodsId,
        source: 'activity',
        sourceRef: `activity:${festival.id}:${key}`,
        priceCents,
      },
      'activity.prize',
    );
    const [claimed] = await tx
      .insert(festivalClaims)
      .values({
        activityId: festival.id,
        prizeKey: key,
        userId,
        itemId: item.goodsId,
        bagItemId,
        priceCents,
        turnoverCents: turnover,
      })
      .onConflictDoNothing()
      .returning({ id: festivalClaims.id });
    if (!claimed) throw new AppError(409, 'errors.activityPrizeClaimed');
    return { item, bagItemId };
  });
}

/**
 * Opens the day's new-year envelope (GAMES.md section 6): once a site day, for a player whose
 * turnover that day reached the entry. A roll of the player's seed pair with the prefix 'newyear'
 * picks the prize, credited from promotions. Locking the seed pair serialises a player's rolls;
 * the (activity, player, day) unique key is the last word on "once a day".
 */
export async function openNewYearEnvelope(
  db: Db,
  clock: SiteClock,
  newYear: NewYearConfig,
  { userId, now }: { userId: number; now: Date },
) {
  if (!isLive(newYear, now)) throw new AppError(409, 'errors.activityClosed');
  const day = clock.period('day', now);
  return db.transaction(async (tx) => {
    const pair = await reserveNonces(tx, userId, 1, now);
    const [opened] = await tx
      .select({ id: newYearDraws.id })
      .from(newYearDraws)
      .where(
        and(
          eq(newYearDraws.activityId, newYear.id),
          eq(newYearDraws.userId, userId),
          eq(newYearDraws.day, day.key),
        ),
      );
    if (opened) throw new AppError(409, 'errors.newYearOpened');
    const turnover = await turnoverSince(tx, userId, day.start, now);
    if (turnover < moneyToCents(newYear.entryTurnover)) {
      throw new AppError(409, 'errors.activityTurnover', { amount: newYear.entryTurnover });
    }
    const [planned] = await planRolls(pair, GAME.newYear, 1);
    if (!planned) throw new Error('no roll was planned');
    const { index, prize } = newYearPrizeFor(newYear.prizes, planned.ticket);
    const cents = moneyToCents(prize.amount);
    const [roll] = await tx
      .insert(rolls)
      .values({
        userId,
        seedPairId: pair.id,
        game: GAME.newYear,
        nonce: planned.nonce,
        cursor: planned.cursor,
        ticket: planned.ticket,
      })
      .returning({ id: rolls.id });
    if (!roll) throw new Error('the roll insert returned nothing');
    const [draw] = await tx
      .insert(newYearDraws)
      .values({
        activityId: newYear.id,
        userId,
        day: day.key,
        prize: index,
        cents,
        rollId: roll.id,
      })
      .onConflictDoNothing()
      .returning({ createdAt: newYearDraws.createdAt });
    if (!draw) throw new AppError(409, 'errors.newYearOpened');
    await credit(tx, {
      userId,
      currency: 'amount',
      cents,
      kind: 'reward.newYear',
      reference: `newyear:${newYear.id}:${day.key}`,
      account: 'promotions',
    });
    return {
      day: day.key,
      prize: index,
      name: prize.name,
      amount: centsToMoney(cents),
      cents,
      rollId: roll.id,
      ticket: planned.ticket,
      createdAt: draw.createdAt,
    };
  });
}
