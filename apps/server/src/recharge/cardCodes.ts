import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cardCodes } from '../db/schema';
import { AppError } from '../http/errors';
import { creditRecharge, requireTradeLink } from './credit';

export function hashCardPassword(password: string): string {
  return createHash('sha256').update(password).digest('hex');
}

export interface IssuedCard {
  cardNo: string;
  password: string;
  amountCents: bigint;
}

/** 16 digits, no leading zero. */
function cardNumber(): string {
  return `${randomInt(1, 10)}${Array.from({ length: 15 }, () => randomInt(0, 10)).join('')}`;
}

/** Makes `count` card codes worth `amountCents` each (operator command); passwords shown once. */
export async function issueCardCodes(db: Db, count: number, amountCents: bigint, batch: string) {
  const cards: IssuedCard[] = Array.from({ length: count }, () => ({
    cardNo: cardNumber(),
    password: randomBytes(6).toString('hex').toUpperCase(),
    amountCents,
  }));
  await db.insert(cardCodes).values(
    cards.map((c) => ({
      cardNo: c.cardNo,
      passwordHash: hashCardPassword(c.password),
      amountCents,
      batch,
    })),
  );
  return cards;
}

/**
 * Redeems a card with one conditional update (unredeemed, number and password match), so a code
 * credits once however many requests race for it. A wrong, unknown or used card gets one message.
 */
export function redeemCard(db: Db, userId: number, cardNo: string, password: string) {
  return db.transaction(async (tx) => {
    await requireTradeLink(tx, userId);
    const [card] = await tx
      .update(cardCodes)
      .set({ redeemedBy: userId, redeemedAt: sql`now()` })
      .where(
        and(
          eq(cardCodes.cardNo, cardNo),
          eq(cardCodes.passwordHash, hashCardPassword(password)),
          isNull(cardCodes.redeemedBy),
        ),
      )
      .returning({ amountCents: cardCodes.amountCents });
    if (!card) throw new AppError(409, 'errors.cardInvalid');
    await creditRecharge(tx, userId, card.amountCents, 0n, 'recharge.card', `card:${cardNo}`);
    return card.amountCents;
  });
}
