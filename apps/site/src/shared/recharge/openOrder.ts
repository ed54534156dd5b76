import { observable } from 'mobx';

/** An order being paid on the provider's page. */
export interface OpenOrder {
  orderId: number;
  /** The provider's page, null when an operator confirms the order instead. */
  checkoutUrl: string | null;
  /** When it expires unpaid (ISO 8601), null when it waits without end. */
  expiresAt: string | null;
}

/**
 * The order this tab is waiting for, kept beyond the sheet or page that placed it: a player who
 * closes the deposit sheet while paying in the provider's tab finds the payment still followed
 * when the sheet or the recharge page opens again, instead of a blank form and a stale balance.
 */
export const openOrder = observable.box<OpenOrder | null>(null);
