import type { ErrorKey } from '@skinbox/api';

/** SPEC section 5: an amount must be chosen. */
export function orderRefusal(amount: string): ErrorKey | null {
  return amount === '' ? 'errors.rechargeAmountRequired' : null;
}

/**
 * SPEC section 5: a card number and a password are required. SPEC's "card amount" is the card's
 * own: the server reads it from the card the number names, so the player is not asked for it
 * (issue 30) and is told what was credited.
 */
export function cardRefusal(card: { cardNo: string; cardPassword: string }): ErrorKey | null {
  if (card.cardNo.trim() === '' || card.cardPassword.trim() === '') return 'errors.cardRequired';
  if (card.cardNo.trim().length > 64 || card.cardPassword.trim().length > 64)
    return 'errors.cardInvalid';
  return null;
}

/** What the player sees of an order's stage after paying (useRechargeOrder). */
export type SettledStatus = 'cancelled' | 'expired' | 'failed';

/** The stage an order's status leads to; null while it is still waiting for its payment. */
export function settledStage(status: string): 'paid' | SettledStatus | null {
  return status === 'paid' || status === 'cancelled' || status === 'expired' || status === 'failed'
    ? status
    : null;
}
