import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../platform/password';
import type { Db } from '../db/database';
import { cardCodes } from '../db/schema';
import { AppError } from '../http/errors';
import { enforceDepositLimits } from '../limits/enforcement';
import { creditRecharge, requireTradeLink } from './credit';

/** The unsalted SHA-256 that cards issued before issue 13 still carry until they are redeemed. */
const LEGACY_SHA256 = /^[0-9a-f]{64}$/;

async function cardPasswordMatches(password: string, stored: string) {
  if (!LEGACY_SHA256.test(stored)) return verifyPassword(password, stored);
  const typed = createHash('sha256').update(password).digest();
  return timingSafeEqual(typed, Buffer.from(stored, 'hex'));
}

// Checking a typed password against this when the card number is unknown keeps the answer time
// the same, so timing does not reveal which card numbers exist.
let decoyHash: Promise<string> | undefined;

export interface IssuedCard {
  cardNo: string;
  password: string;
  amountCents: bigint;
}

/** 16 digits, no leading zero. */
function cardNumber(): string {
  return `${randomInt(1, 10)}${Array.from({ length: 15 }, () => randomInt(0, 10)).join('')}`;
}

/**
 * Makes `count` card codes worth `amountCents` each (operator command); passwords shown once. A
 * card password is stored as a player's password is (platform/password.ts: scrypt, a salt of its own),
 * so a leaked table neither shows which cards share a password nor yields to precomputed tables.
 */
export async function issueCardCodes(db: Db, count: number, amountCents: bigint, batch: string) {
  const cards: IssuedCard[] = Array.from({ length: count }, () => ({
    cardNo: cardNumber(),
    password: randomBytes(6).toString('hex').toUpperCase(),
    amountCents,
  }));
  const hashes = await Promise.all(cards.map((card) => hashPassword(card.password)));
  await db.insert(cardCodes).values(
    cards.map((card, i) => ({
      cardNo: card.cardNo,
      passwordHash: hashes[i] ?? '',
      amountCents,
      batch,
    })),
  );
  return cards;
}

/**
 * Redeems a card: looked up by its number and the typed password checked against the card's
 * salted hash (outside any transaction: the hash is slow on purpose), then one conditional update
 * (still unredeemed, hash unchanged) claims it, so a code credits once however many requests race
 * for it. A wrong, unknown or used card gets one message.
 */
export async function redeemCard(
  db: Db,
  userId: number,
  cardNo: string,
  password: string,
  now: Date,
) {
  await requireTradeLink(db, userId);
  const [card] = await db
    .select({
      passwordHash: cardCodes.passwordHash,
      redeemedBy: cardCodes.redeemedBy,
      amountCents: cardCodes.amountCents,
    })
    .from(cardCodes)
    .where(eq(cardCodes.cardNo, cardNo));
  decoyHash ??= hashPassword('decoy-card-password');
  const matches = await cardPasswordMatches(password, card?.passwordHash ?? (await decoyHash));
  if (!card || !matches || card.redeemedBy !== null) throw new AppError(409, 'errors.cardInvalid');
  return db.transaction(async (tx) => {
    await enforceDepositLimits(tx, userId, card.amountCents, now);
    const [claimed] = await tx
      .update(cardCodes)
      .set({ redeemedBy: userId, redeemedAt: sql`now()` })
      .where(
        and(
          eq(cardCodes.cardNo, cardNo),
          eq(cardCodes.passwordHash, card.passwordHash),
          isNull(cardCodes.redeemedBy),
        ),
      )
      .returning({ amountCents: cardCodes.amountCents });
    if (!claimed) throw new AppError(409, 'errors.cardInvalid');
    await creditRecharge(tx, userId, claimed.amountCents, 0n, 'recharge.card', `card:${cardNo}`);
    return claimed.amountCents;
  });
}
