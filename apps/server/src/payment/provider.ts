/** A recharge order handed to a payment provider. */
export interface PaymentRequest {
  orderId: number;
  userId: number;
  method: string;
  /** What the player pays, in cents. */
  amountCents: bigint;
}

/**
 * DESIGN section 4: recharge goes through a payment provider. 'paid' credits the order at once;
 * 'pending' leaves it until the provider confirms it (recharge/actions.ts confirmRechargeOrder).
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  pay(request: PaymentRequest): Promise<'paid' | 'pending'>;
}

/** Pays every order at once and nothing leaves the machine: for development and demonstrations. */
export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',
  pay: () => Promise.resolve('paid'),
};

/**
 * Leaves every order pending until an operator has seen the money arrive (a transfer) and
 * confirms it with `pnpm ops recharge-confirm --order <id>`.
 */
export const manualPaymentProvider: PaymentProvider = {
  name: 'manual',
  pay: () => Promise.resolve('pending'),
};

export const PAYMENT_PROVIDERS = {
  sandbox: sandboxPaymentProvider,
  manual: manualPaymentProvider,
} as const;
export type PaymentProviderName = keyof typeof PAYMENT_PROVIDERS;
