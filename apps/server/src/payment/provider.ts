/** A recharge order handed to a payment provider. */
export interface PaymentRequest {
  orderId: number;
  userId: number;
  method: string;
  /** What the player pays, in cents. */
  amountCents: bigint;
  /** When the provider must stop taking payment for it (providers with `orderMinutes`). */
  expiresAt: Date | null;
  /** Where a provider posts its notifications about the order. */
  notifyUrl: string;
  /** Where a checkout page sends the player back to: the page they paid from. */
  returnUrl: string;
}

/**
 * What a provider did with an order: paid it at once, left it for someone to confirm, or opened
 * a checkout page the player pays on, after which the provider notifies the site.
 */
export type PaymentOpening =
  | { status: 'paid' }
  | { status: 'pending' }
  | { status: 'checkout'; providerOrderId: string; checkoutUrl: string };

/**
 * DESIGN section 4: recharge goes through a payment provider. 'paid' credits the order at once;
 * 'pending' leaves it until an operator confirms it (recharge/actions.ts confirmRechargeOrder);
 * 'checkout' waits for the provider's signed notification (payment/link/).
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** The currency orders are placed in, for providers that check it back. */
  currency?: string;
  /** How long an order may wait for its payment before it expires (recharge/orderExpiry.ts). */
  orderMinutes?: number;
  open(request: PaymentRequest): Promise<PaymentOpening>;
}

export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'manual', 'link'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** A provider gave no page to pay on (SPEC section 8: "recharge link empty"). */
export class PaymentLinkMissing extends Error {
  override name = 'PaymentLinkMissing';
}

/** Pays every order at once and nothing leaves the machine: for development and demonstrations. */
export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',
  open: () => Promise.resolve({ status: 'paid' }),
};

/**
 * Leaves every order pending until an operator has seen the money arrive (a transfer) and
 * confirms it with `pnpm ops recharge-confirm --order <id>`.
 */
export const manualPaymentProvider: PaymentProvider = {
  name: 'manual',
  open: () => Promise.resolve({ status: 'pending' }),
};
