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
 * 'pending' leaves it until the provider confirms it (recharge/orders.ts confirmRechargeOrder).
 */
export interface PaymentProvider {
  name: string;
  pay(request: PaymentRequest): Promise<'paid' | 'pending'>;
}

/** The default provider: pays every order at once. Nothing leaves the machine. */
export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',
  pay: () => Promise.resolve('paid'),
};
