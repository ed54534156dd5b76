import { linkPaymentProvider } from './link/linkProvider';
import type { PaymentConfig } from './paymentConfig';
import { manualPaymentProvider, sandboxPaymentProvider, type PaymentProvider } from './provider';

/**
 * The provider the configuration names, made once as the server starts. The sandbox where it is
 * refused (paymentConfig.ts: PostgreSQL or production without ALLOW_SANDBOX_PAYMENTS=1) stops the
 * start with the reason.
 */
export function paymentProviderFor(payment: PaymentConfig): PaymentProvider {
  switch (payment.provider) {
    case 'sandbox':
      if (payment.sandboxRefusal) throw new Error(payment.sandboxRefusal);
      return sandboxPaymentProvider;
    case 'manual':
      return manualPaymentProvider;
    case 'link':
      if (!payment.link) throw new Error('PAYMENT_PROVIDER=link needs its PAYMENT_LINK_ settings');
      return linkPaymentProvider(payment.link);
  }
}
