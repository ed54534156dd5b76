import type { ErrorKey } from '@skinbox/api';

/** SPEC section 5: the trade link must be bound before recharge. */
export function orderRefusal(amount: string, tradeLink: string): ErrorKey | null {
  if (amount === '') return 'errors.rechargeAmountRequired';
  if (tradeLink.trim() === '') return 'errors.tradeLinkRequired';
  return null;
}

export type CardRefusal = ErrorKey | 'cardAmountRequired';

/**
 * SPEC section 5: a card amount, a card number and a password are required, and the trade link
 * is bound first. The card amount is the face value the player reads off the card; the server
 * credits what the code itself is worth.
 */
export function cardRefusal(
  card: { amount: string; cardNo: string; cardPassword: string },
  tradeLink: string,
): CardRefusal | null {
  if (card.amount === '') return 'cardAmountRequired';
  if (card.cardNo.trim() === '' || card.cardPassword.trim() === '') return 'errors.cardRequired';
  if (card.cardNo.trim().length > 64 || card.cardPassword.trim().length > 64)
    return 'errors.cardInvalid';
  if (tradeLink.trim() === '') return 'errors.tradeLinkRequired';
  return null;
}
