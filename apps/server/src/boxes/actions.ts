import type { Db } from '../db/database';
import { runPrepared, type PreparedStatement } from '../db/prepared';
import { ACTIVE_PAIR_TRIES, lockActiveSeedPair, seedPairChanged } from '../fairness/seedPairs';
import { AppError } from '../http/errors';

export interface OpenedDrop {
  openId: number;
  bagItemId: number;
  rollId: number;
  ticket: number;
  nonce: number;
  itemId: number;
  /** The item's price in force at the moment of the open. */
  itemPriceCents: bigint;
}

interface OpenedRow {
  open_id: string | number | bigint;
  bag_item_id: string | number | bigint;
  roll_id: string | number | bigint;
  ticket: number;
  nonce: number;
  item_id: number;
  item_price_cents: string | number | bigint;
  amount_cents: string | number | bigint;
  point_cents: string | number | bigint;
}

/**
 * The whole opening is one SQL function (boxes/sql/open_site_box.sql): the box and its prices read
 * at that moment, the nonces, the debit, the points, the rolls (pgcrypto's HMAC, the same vectors
 * as packages/fairness) and the drops, in one statement and so one transaction and one round trip.
 */
const OPEN_SITE_BOX: PreparedStatement = {
  name: 'open_site_box',
  text: 'SELECT * FROM open_site_box($1, $2, $3)',
};

/** The refusals open_site_box raises (its SQLSTATE codes), before it has written anything. */
const NO_SUCH_BOX = 'SB404';
const NO_SEED_PAIR = 'SB428';
const INSUFFICIENT_BALANCE = 'SB409';

function sqlState(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

async function openInDatabase(db: Db, userId: number, boxId: number, count: number) {
  try {
    return await runPrepared<OpenedRow>(db, OPEN_SITE_BOX, [userId, boxId, count]);
  } catch (error) {
    if (sqlState(error) === NO_SUCH_BOX) throw new AppError(404, 'errors.boxNotFound');
    if (sqlState(error) === INSUFFICIENT_BALANCE) {
      throw new AppError(409, 'errors.insufficientBalance');
    }
    throw error;
  }
}

/**
 * Opens `count` of a site box (type 1; battle boxes open in battles) in one transaction: the seed
 * pair is locked (a user's rolls are serial), the price is debited once (conditional, never below
 * zero), points are credited 1 per coin, and each roll puts its drop in the bag with a roll row,
 * an open record and an item event. A user's first roll makes their seed pair, then opens; one
 * that a seed change keeps beating is refused with a 409.
 */
export async function openBoxes(db: Db, userId: number, boxId: number, count: number) {
  let rows: OpenedRow[] | undefined;
  for (let tried = 1; !rows; tried += 1) {
    try {
      rows = await openInDatabase(db, userId, boxId, count);
    } catch (error) {
      // No active pair: the user's first roll, or a seed change retired it meanwhile.
      if (sqlState(error) !== NO_SEED_PAIR) throw error;
      if (tried === ACTIVE_PAIR_TRIES) throw seedPairChanged();
      await db.transaction((tx) => lockActiveSeedPair(tx, userId));
    }
  }
  const [first] = rows;
  if (!first || rows.length !== count) throw new Error('the box opening returned no drops');
  const drops: OpenedDrop[] = rows.map((row) => ({
    openId: Number(row.open_id),
    bagItemId: Number(row.bag_item_id),
    rollId: Number(row.roll_id),
    ticket: row.ticket,
    nonce: row.nonce,
    itemId: row.item_id,
    itemPriceCents: BigInt(row.item_price_cents),
  }));
  return {
    drops,
    amountCents: BigInt(first.amount_cents),
    pointCents: BigInt(first.point_cents),
  };
}
